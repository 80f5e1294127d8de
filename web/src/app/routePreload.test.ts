import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_LAYOUT, SIGNED_IN_SCREENS } from '../../build/signedInPages.js';

const webRoot = path.resolve(import.meta.dirname, '../..');
const source = readFileSync(path.join(import.meta.dirname, 'routePreload.ts'), 'utf8');

/** The module a dynamic import in routePreload.ts loads, relative to web/ as the build plugin names it. */
function importedModule(specifier: string): string {
  return path.relative(webRoot, path.resolve(import.meta.dirname, specifier)).replace(/\.js$/, '.tsx');
}

describe('the signed-in pages the build writes', () => {
  it('preload the same layout and screens that routePreload.ts imports for each path', () => {
    const layout = /signedInLayout = preloadable\(\(\) => import\('([^']+)'\)\)/.exec(source)?.[1];
    expect(layout && importedModule(layout)).toBe(SIGNED_IN_LAYOUT);
    const screens = Object.fromEntries(
      [...source.matchAll(/'(\/[a-z]*)': preloadable\(\(\) => import\('([^']+)'\)\)/g)].map(([, pagePath, specifier]) => [
        pagePath,
        importedModule(specifier!),
      ]),
    );
    expect(screens).toEqual(SIGNED_IN_SCREENS);
  });
});
