import { ThemeProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.js';
import { prepareFirstScreen } from './app/routePreload.js';
import './app/sharedUi.js';
import { SessionProvider, takeFirstViewer } from './app/session.js';
import { Toasts } from './components/Toasts.js';
import { GlobalStyles } from './theme/GlobalStyles.js';
import { theme } from './theme/theme.js';

const root = createRoot(document.getElementById('root')!);

// index.html's spinner shows until the `me` answer, the first screen's code and (signed in) its data
// are in; then the first screen renders once, as a transition: React renders it in slices, yielding
// to the browser between them, instead of one long task.
void takeFirstViewer().then(async (viewer) => {
  await prepareFirstScreen(window.location.pathname, viewer);
  startTransition(() =>
    root.render(
      <StrictMode>
        <SessionProvider viewer={viewer}>
          <ThemeProvider theme={theme}>
            <GlobalStyles />
            <BrowserRouter>
              <App />
            </BrowserRouter>
            <Toasts />
          </ThemeProvider>
        </SessionProvider>
      </StrictMode>,
    ),
  );
});
