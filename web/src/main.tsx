import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { landingWasPrerendered } from './app/prerendered.js';
import { Root } from './app/Root.js';
import { prepareFirstScreen } from './app/routePreload.js';
import './app/sharedUi.js';
import { takeFirstViewer } from './app/session.js';
import { createStyleCache } from './theme/styleCache.js';

const rootElement = document.getElementById('root')!;

// index.html's spinner shows until the `me` answer, the first screen's code and (signed in) its data
// are in; then the first screen renders once, as a transition: React renders it in slices, yielding
// to the browser between them, instead of one long task. A pre-rendered landing page is hydrated
// the same way: its markup is on screen already, React only attaches to it.
void takeFirstViewer().then(async (viewer) => {
  await prepareFirstScreen(window.location.pathname, viewer);
  const app = (
    <CacheProvider value={createStyleCache()}>
      <Root viewer={viewer}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Root>
    </CacheProvider>
  );
  if (landingWasPrerendered()) {
    startTransition(() => {
      hydrateRoot(rootElement, app);
    });
    return;
  }
  const root = createRoot(rootElement);
  startTransition(() => root.render(app));
});
