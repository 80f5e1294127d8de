import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SIGNED_IN_PAGE_PATHS, signedInPageFile, type SignedInPagePath } from '@ideascope/shared';
import type { Plugin, Rollup } from 'vite';

/** The signed-in layout and each page's screen, as web/src/app/routePreload.ts imports them (relative to web/; web/src/app/routePreload.test.ts checks they match). */
export const SIGNED_IN_LAYOUT = 'src/app/SignedInLayout.tsx';
export const SIGNED_IN_SCREENS: Record<SignedInPagePath, string> = {
  '/': 'src/screens/Workflow/index.tsx',
  '/projects': 'src/screens/MyIdeas/index.tsx',
  '/analytics': 'src/screens/Analytics/index.tsx',
  '/settings': 'src/screens/Settings/index.tsx',
  '/admin': 'src/screens/Admin/index.tsx',
};

/**
 * Writes, for each signed-in page, the built index.html with `<link rel="modulepreload">` for the chunks the entry
 * imports dynamically for that page (the signed-in layout, the screen and what they import statically; their CSS
 * as `rel="preload"`, which does not hold up the first paint as a stylesheet would), so a signed-in browser fetches
 * them beside the entry instead of after it has run (api/src/http/static-web.ts sends the page when a session
 * cookie came). web/build/precompress.ts then writes the pages' compressed copies.
 * A module that is no longer in a chunk the entry loads dynamically fails the build: the page would silently
 * load in a chain again.
 */
export function signedInPages(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'ideascope-signed-in-pages',
    apply: (_config, environment) => environment.command === 'build' && !environment.isSsrBuild,
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async writeBundle(options, bundle) {
      const outDirectory = options.dir!;
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const indexHtml = bundle['index.html'];
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (indexHtml?.type !== 'asset' || !entry) throw new Error('signedInPages: the build has no index.html or entry chunk');
      const html = String(indexHtml.source);
      const entryScript = new RegExp(`<script type="module"[^>]*src="${escapeRegExp(base + entry.fileName)}"[^>]*></script>`);
      if (!entryScript.test(html)) throw new Error(`signedInPages: index.html does not load the entry ${entry.fileName}`);

      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const alreadyLoaded = staticClosure([entry.fileName], byFile);
      const lazyChunkOf = (module: string) => {
        const id = path.resolve(root, module);
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk || !entry.dynamicImports.includes(chunk.fileName)) {
          throw new Error(`signedInPages: ${module} is not in a chunk the entry imports dynamically`);
        }
        return chunk.fileName;
      };
      const layout = lazyChunkOf(SIGNED_IN_LAYOUT);

      await Promise.all(
        SIGNED_IN_PAGE_PATHS.map(async (pagePath) => {
          const preloads = [...staticClosure([layout, lazyChunkOf(SIGNED_IN_SCREENS[pagePath])], byFile)].filter(
            (file) => !alreadyLoaded.has(file),
          );
          // The dynamic import also waits for the chunks' CSS (a stylesheet link Vite adds, crossorigin like this one).
          const styles = preloads.flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]);
          const links = [
            ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
            ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
          ]
            .map((link) => `\n    ${link}`)
            .join('');
          const pageFile = path.join(outDirectory, signedInPageFile(pagePath));
          await mkdir(path.dirname(pageFile), { recursive: true });
          await writeFile(
            pageFile,
            html.replace(entryScript, (script) => script + links),
          );
        }),
      );
    },
  };
}

/** The chunks `files` import statically, themselves included, in the order found (the roots first). */
function staticClosure(files: string[], byFile: Map<string, Rollup.OutputChunk>): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const chunk = byFile.get(file);
    if (!chunk) throw new Error(`signedInPages: no chunk ${file} in the build`);
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
