import { Global, css, useTheme } from '@emotion/react';

/** Base element styles, the visible keyboard focus ring, and react-toastify's look in theme colours. */
export function GlobalStyles() {
  const theme = useTheme();
  const { colors } = theme;
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
        }
        body {
          margin: 0;
          font-family: ${theme.fonts.body};
          font-size: ${theme.fontSizes.md};
          line-height: ${theme.lineHeights.normal};
          color: ${colors.text};
          background: ${colors.background};
          -webkit-font-smoothing: antialiased;
        }
        h1,
        h2,
        h3,
        h4,
        p {
          margin: 0;
        }
        h1,
        h2,
        h3,
        h4 {
          line-height: ${theme.lineHeights.tight};
          letter-spacing: -0.01em;
        }
        a {
          color: ${colors.primaryText};
        }
        img,
        svg {
          display: block;
          max-width: 100%;
        }
        button,
        input,
        select,
        textarea {
          font: inherit;
          color: inherit;
        }
        /* Targets focused by script (main for Skip to content, the heading of a new view) need no ring. */
        main[tabindex='-1']:focus,
        h1[tabindex='-1']:focus,
        h2[tabindex='-1']:focus {
          outline: none;
        }
        :focus-visible {
          outline: 2px solid ${colors.focusRing};
          outline-offset: 2px;
        }
        .sr-only {
          position: absolute;
          width: 1px;
          height: 1px;
          padding: 0;
          margin: -1px;
          overflow: hidden;
          clip: rect(0, 0, 0, 0);
          white-space: nowrap;
          border: 0;
        }
        @media (prefers-reduced-motion: reduce) {
          *,
          *::before,
          *::after {
            animation-duration: 0.01ms !important;
            transition-duration: 0.01ms !important;
          }
        }
        :root {
          --toastify-color-light: ${colors.surface};
          --toastify-text-color-light: ${colors.text};
          --toastify-color-success: ${colors.success};
          --toastify-color-error: ${colors.danger};
          --toastify-color-info: ${colors.primary};
          --toastify-color-warning: ${colors.warning};
          --toastify-font-family: ${theme.fonts.body};
          --toastify-toast-bd-radius: ${theme.radii.lg};
          --toastify-toast-width: 380px;
        }
        /* Toasts: top right below the header's height (clear of forms and their buttons, and of the
           page header's buttons; the page subtitle wraps before them: PageHeader). On phones
           react-toastify spans the top (below the signed-in top bar and its menu button: SignedInLayout). */
        @media (min-width: 481px) {
          .Toastify__toast-container.Toastify__toast-container--top-right {
            top: calc(${theme.layout.headerHeight} + ${theme.space(5)});
          }
        }

        .Toastify__toast {
          box-shadow: ${theme.shadows.lg};
          border: 1px solid ${colors.border};
        }
        /* A replaced toast leaves the flow at once and fades behind the new one (components/Toasts.tsx). */
        @keyframes toast-leave {
          from {
            opacity: 1;
          }
          to {
            opacity: 0;
          }
        }
        .Toastify__toast[class*='toast-leave--'] {
          position: absolute;
          left: 0;
          right: 0;
          top: 0;
          z-index: -1;
          pointer-events: none;
          animation: toast-leave 150ms ease-in both;
        }
        /* Failures use the destructive style: a solid danger toast. */
        .Toastify__toast--error {
          background: ${colors.danger};
          color: ${colors.textInverse};
          border-color: ${colors.dangerHover};
        }
        .Toastify__toast--error .Toastify__toast-icon svg {
          fill: ${colors.textInverse};
        }
        .Toastify__toast--error .Toastify__close-button {
          color: ${colors.textInverse};
          opacity: 0.85;
        }
        .Toastify__toast--error .Toastify__progress-bar {
          background: ${colors.textInverse};
        }
      `}
    />
  );
}
