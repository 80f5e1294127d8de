/**
 * The one design theme: every colour, size and shadow the UI uses comes from here
 * (components read it through emotion's ThemeProvider, never literals).
 */
const palette = {
  white: '#ffffff',
  black: '#000000',
  gray50: '#f8fafc',
  gray100: '#f1f5f9',
  gray200: '#e2e8f0',
  gray300: '#cbd5e1',
  gray400: '#94a3b8',
  gray500: '#64748b',
  gray600: '#475569',
  gray700: '#334155',
  gray800: '#1e293b',
  gray900: '#0f172a',
  indigo50: '#eef2ff',
  indigo100: '#e0e7ff',
  indigo200: '#c7d2fe',
  indigo500: '#6366f1',
  indigo600: '#4f46e5',
  indigo700: '#4338ca',
  indigo900: '#312e81',
  violet500: '#8b5cf6',
  violet600: '#7c3aed',
  green50: '#f0fdf4',
  green100: '#dcfce7',
  green600: '#16a34a',
  green700: '#15803d',
  amber50: '#fffbeb',
  amber100: '#fef3c7',
  amber600: '#d97706',
  amber800: '#92400e',
  red50: '#fef2f2',
  red100: '#fee2e2',
  red600: '#dc2626',
  red700: '#b91c1c',
  sky50: '#f0f9ff',
  sky700: '#0369a1',
} as const;

export const colors = {
  background: palette.gray50,
  surface: palette.white,
  surfaceMuted: palette.gray100,
  surfaceInverse: palette.gray900,
  border: palette.gray200,
  borderStrong: palette.gray300,
  text: palette.gray900,
  textMuted: palette.gray600,
  textSubtle: palette.gray500,
  textInverse: palette.white,
  textInverseMuted: palette.gray300,
  primary: palette.indigo600,
  primaryHover: palette.indigo700,
  primarySoft: palette.indigo50,
  primarySoftBorder: palette.indigo200,
  primaryText: palette.indigo700,
  primaryContrast: palette.white,
  accent: palette.violet600,
  heroFrom: palette.indigo50,
  heroTo: palette.white,
  brandGradientFrom: palette.indigo600,
  brandGradientTo: palette.violet600,
  success: palette.green600,
  successText: palette.green700,
  successSoft: palette.green50,
  successSoftBorder: palette.green100,
  warning: palette.amber600,
  warningText: palette.amber800,
  warningSoft: palette.amber50,
  warningSoftBorder: palette.amber100,
  danger: palette.red600,
  dangerHover: palette.red700,
  dangerText: palette.red700,
  dangerSoft: palette.red50,
  dangerSoftBorder: palette.red100,
  info: palette.sky700,
  infoSoft: palette.sky50,
  focusRing: palette.indigo500,
  overlay: 'rgba(15, 23, 42, 0.45)',
  neutralIcon: palette.gray400,
} as const;

/** 4 px grid: space(4) = '16px'. */
function space(...steps: number[]): string {
  return steps.map((step) => `${step * 4}px`).join(' ');
}

export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

export const breakpoints = { xs: 420, sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const theme = {
  colors,
  space,
  fonts: {
    body: "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes,
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800 },
  lineHeights: { tight: 1.2, snug: 1.35, normal: 1.55 },
  radii: { sm: '6px', md: '8px', lg: '12px', xl: '16px', full: '9999px' },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 4px 12px -2px rgba(15, 23, 42, 0.08), 0 2px 4px -2px rgba(15, 23, 42, 0.06)',
    lg: '0 20px 40px -12px rgba(15, 23, 42, 0.18)',
    /** Focus on form controls (with their primary border): a solid 2px ring, 6:1 against white (WCAG 2.2 focus appearance). */
    focus: `0 0 0 2px ${palette.indigo600}`,
  },
  breakpoints,
  /** Media queries, mobile first: `${theme.mq.md} { ... }` applies from 768 px up. */
  mq: {
    xs: `@media (min-width: ${breakpoints.xs}px)`,
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  layout: { contentWidth: '1200px', sidebarWidth: '264px', headerHeight: '64px' },
  zIndex: { header: 20, drawer: 40, overlay: 30 },
  transitions: { fast: '120ms ease', normal: '200ms ease' },
} as const;

export type AppTheme = typeof theme;
