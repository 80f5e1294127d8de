import { ThemeProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.js';
import './app/sharedUi.js';
import { SessionProvider } from './app/session.js';
import { Toasts } from './components/Toasts.js';
import { GlobalStyles } from './theme/GlobalStyles.js';
import { theme } from './theme/theme.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionProvider>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <BrowserRouter>
          <App />
        </BrowserRouter>
        <Toasts />
      </ThemeProvider>
    </SessionProvider>
  </StrictMode>,
);
