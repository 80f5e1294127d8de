/**
 * The build's server-side entry (vite build --ssr, driven by web/build/prerenderLanding.ts): renders
 * the landing page as a signed-out visitor sees it at `/`, styles inline, for the server to send
 * before any script has run.
 */
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { Root } from './app/Root.js';
import { landing } from './app/routePreload.js';
import { createStyleCache } from './theme/styleCache.js';

export async function renderLandingPage(): Promise<{ title: string; markup: string }> {
  // Loaded first, as the browser does before hydrating (app/routePreload.ts), so both render it at once.
  const { LANDING_PAGE_TITLE } = await landing.load();
  const markup = await render();
  // React writes a large part it waited for (below the fold) after the rest, with an inline script to move it
  // into place: the Content-Security-Policy allows no inline script, so the page must come out whole.
  if (markup.includes('<script') || markup.includes('<!--$?-->')) {
    throw new Error('renderLandingPage: a part of the landing page was written out of order');
  }
  return { title: LANDING_PAGE_TITLE, markup };
}

async function render(): Promise<string> {
  // One cache for the whole page: each style is written once, before its first use.
  const cache = createStyleCache();
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <Root viewer={null}>
        <StaticRouter location="/">
          <App />
        </StaticRouter>
      </Root>
    </CacheProvider>,
    // Waits for every lazy part and writes each in place, however large (the default outlines parts over 12.5 KB).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let markup = '';
  for await (const chunk of prelude) markup += chunk;
  return markup;
}
