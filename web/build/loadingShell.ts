import type { Plugin } from 'vite';
import { theme } from '../src/theme/theme.js';

/**
 * Puts the spec's 'Loading...' spinner (components/Spinner.tsx's LoadingState, full screen) into
 * index.html itself, so the page paints while the entry chunk downloads instead of after it runs.
 * React replaces it on its first render, which shows the same spinner until the `me` answer decides.
 * Colours and sizes come from the theme.
 */
/** The spinner's markup, inside index.html's root element (prerenderLanding.ts replaces it with the page). */
export const LOADING_SHELL_MARKUP =
  '<div class="loading-shell" role="status" aria-live="polite"><span aria-hidden="true"></span><span>Loading...</span></div>';

export function loadingShell(): Plugin {
  const { colors } = theme;
  const style = [
    `body{margin:0;font-family:${theme.fonts.body};background:${colors.background}}`,
    `.loading-shell{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${theme.space(3)};min-height:100vh;color:${colors.textMuted};font-size:${theme.fontSizes.sm}}`,
    `.loading-shell>span:first-child{width:32px;height:32px;border-radius:${theme.radii.full};border:2px solid ${colors.primarySoftBorder};border-top-color:${colors.primary};animation:loading-shell-spin .8s linear infinite}`,
    '@keyframes loading-shell-spin{to{transform:rotate(360deg)}}',
  ].join('');
  return {
    name: 'ideascope-loading-shell',
    transformIndexHtml(html) {
      return html
        .replace('</head>', `  <style>${style}</style>\n  </head>`)
        .replace('<div id="root"></div>', `<div id="root">${LOADING_SHELL_MARKUP}</div>`);
    },
  };
}
