import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_LANDING_PATH } from '@ideascope/shared';
import type { Plugin } from 'vite';
import { LOADING_SHELL_MARKUP } from './loadingShell.js';
import { writeCompressedCopies } from './precompress.js';

/**
 * The second step of `pnpm build` (`vite build --ssr src/prerender.tsx`, after the browser build):
 * renders the landing page with the server bundle it just wrote, puts it into the built index.html in
 * place of the loading spinner, marked for main.tsx to hydrate, and writes its compressed copies.
 * The server bundle is then deleted: nothing serves or runs it.
 */
export function prerenderLanding(clientDirectory: string): Plugin {
  let serverBundleDirectory = '';
  return {
    name: 'ideascope-prerender-landing',
    apply: (_config, environment) => environment.command === 'build' && Boolean(environment.isSsrBuild),
    configResolved(config) {
      serverBundleDirectory = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const bundle = pathToFileURL(path.join(serverBundleDirectory, 'prerender.js')).href;
      const { renderLandingPage } = (await import(bundle)) as typeof import('../src/prerender.js');
      const { title, markup } = await renderLandingPage();
      const indexHtml = await readFile(path.join(clientDirectory, 'index.html'), 'utf8');
      const shell = `<div id="root">${LOADING_SHELL_MARKUP}</div>`;
      if (!indexHtml.includes(shell) || !/<title>[^<]*<\/title>/.test(indexHtml)) {
        throw new Error('prerenderLanding: the built index.html has no loading shell or title to replace');
      }
      const page = indexHtml
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(shell, () => `<div id="root" data-prerendered="landing">${markup}</div>`);
      const pagePath = path.join(clientDirectory, PRERENDERED_LANDING_PATH);
      await mkdir(path.dirname(pagePath), { recursive: true });
      await writeFile(pagePath, page);
      await writeCompressedCopies(pagePath);
      await rm(serverBundleDirectory, { recursive: true, force: true });
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
