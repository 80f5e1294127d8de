import { ThemeProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { Toasts } from '../components/Toasts.js';
import { GlobalStyles } from '../theme/GlobalStyles.js';
import { theme } from '../theme/theme.js';
import { SessionProvider, type Viewer } from './session.js';

/**
 * Everything around the router, the same in the browser (main.tsx) and in the build's pre-render of
 * the landing page (prerender.tsx): hydration needs both to render the same tree.
 */
export function Root({ viewer, children: router }: { viewer: Viewer | null; children: ReactNode }) {
  return (
    <StrictMode>
      <SessionProvider viewer={viewer}>
        <ThemeProvider theme={theme}>
          <GlobalStyles />
          {router}
          <Toasts />
        </ThemeProvider>
      </SessionProvider>
    </StrictMode>
  );
}
