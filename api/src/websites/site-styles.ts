import { isCssColour } from '@ideascope/shared';
import { DARK_TEXT, LIGHT_TEXT, colourToRgb, contrastRatio, readableOnWhite, textColourOn } from './colour-contrast.js';
import type { WebsiteFont, WebsiteLayout, WebsiteMetadata } from './website.entity.js';
import { DEFAULT_WEBSITE_METADATA, WEBSITE_LAYOUTS } from './website-design.js';
import { fontFaceCss } from './site-fonts.js';
import { SIGNUP_CSS } from './site-signup-html.js';

/** The chosen font (served by this app: site-fonts.ts) with system fallbacks; no third-party font host. */
const FONT_STACKS: Record<WebsiteFont, string> = {
  Inter: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  Roboto: '"Roboto", "Helvetica Neue", Arial, system-ui, sans-serif',
  'Open Sans': '"Open Sans", "Segoe UI", Tahoma, Geneva, Verdana, sans-serif',
  Lato: '"Lato", "Helvetica Neue", Helvetica, Arial, system-ui, sans-serif',
};

/**
 * The design as it may be written into CSS. Stored values were validated on the way in; they are
 * checked again here so a row edited by hand can never put arbitrary text into the style sheet.
 */
export function safeDesign(metadata: Partial<WebsiteMetadata>): WebsiteMetadata {
  const colour = (value: unknown, fallback: string) => (typeof value === 'string' && isCssColour(value) ? value.trim() : fallback);
  return {
    primaryColor: colour(metadata.primaryColor, DEFAULT_WEBSITE_METADATA.primaryColor),
    secondaryColor: colour(metadata.secondaryColor, DEFAULT_WEBSITE_METADATA.secondaryColor),
    fontFamily: metadata.fontFamily && metadata.fontFamily in FONT_STACKS ? metadata.fontFamily : DEFAULT_WEBSITE_METADATA.fontFamily,
    layout: metadata.layout && WEBSITE_LAYOUTS.includes(metadata.layout) ? metadata.layout : DEFAULT_WEBSITE_METADATA.layout,
  };
}

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:var(--font);line-height:1.6;color:#1f2937;background:#fff}
h1,h2,h3{line-height:1.2;margin:0 0 .5em}
p{margin:0 0 1em}
a{color:var(--secondary-text)}
.wrap{max-width:1040px;margin:0 auto;padding:0 24px}
.preview-banner{background:#111827;color:#f9fafb;text-align:center;font-size:14px;padding:8px 16px}
.cta-button{display:inline-block;font-weight:600;text-decoration:none}
footer{font-size:14px;color:#6b7280;padding:32px 0}
`;

const LAYOUT_CSS: Record<WebsiteLayout, string> = {
  // Bold: full-width gradient hero, centred text, feature cards on a grid.
  modern: `
.hero{background:linear-gradient(135deg,var(--primary),var(--secondary));color:var(--on-hero);text-align:center;padding:96px 0 112px}
.hero .brand{text-transform:uppercase;letter-spacing:.14em;font-size:14px;opacity:.85}
.hero h1{font-size:clamp(32px,6vw,56px);font-weight:800}
.hero .tagline{font-size:20px;opacity:.92;max-width:640px;margin:0 auto 32px}
.hero .cta-button{background:var(--on-hero);color:var(--hero-button-text);border-radius:999px;padding:14px 32px}
main section{padding:64px 0}
#about{max-width:720px;margin:0 auto;text-align:center;font-size:18px}
.feature-grid{list-style:none;padding:0;margin:0;display:grid;gap:20px;grid-template-columns:repeat(auto-fit,minmax(220px,1fr))}
.feature-grid li{border-radius:16px;padding:24px;background:#f8fafc;box-shadow:0 10px 30px rgba(15,23,42,.08);border-top:4px solid var(--primary)}
#features h2,.closing h2{text-align:center}
.closing{text-align:center;background:var(--secondary);color:var(--on-secondary);border-radius:24px;margin:0 0 48px;padding:56px 24px}
.closing .cta-button{background:var(--on-secondary);color:var(--secondary-button-text);border-radius:999px;padding:12px 28px}
footer{text-align:center}
`,
  // Traditional: coloured masthead with navigation, banner, article with a bordered sidebar.
  classic: `
body{background:#f5f5f0}
.masthead{background:var(--secondary);color:var(--on-secondary);border-bottom:6px double var(--primary)}
.masthead .wrap{display:flex;justify-content:space-between;align-items:center;min-height:64px;gap:16px;flex-wrap:wrap}
.masthead .brand{font-size:22px;font-weight:700;letter-spacing:.02em}
.masthead nav a{color:var(--on-secondary);margin-left:20px;text-decoration:none;font-size:15px}
.banner{background:#fff;border-bottom:1px solid #d6d3c4;padding:48px 0;text-align:center}
.banner h1{font-size:clamp(28px,4.5vw,42px);color:var(--secondary-text)}
.banner .tagline{font-style:italic;color:#57534e;font-size:19px}
.columns{display:grid;grid-template-columns:minmax(0,2fr) minmax(0,1fr);gap:32px;padding:40px 24px}
@media (max-width:720px){.columns{grid-template-columns:1fr}}
article{background:#fff;border:1px solid #d6d3c4;padding:32px}
article h2,aside h2{color:var(--secondary-text);border-bottom:2px solid var(--primary);padding-bottom:6px}
aside{background:#fff;border:1px solid #d6d3c4;padding:24px}
aside ol{padding-left:20px;margin:0}
aside li{margin-bottom:10px}
.closing{background:#fff;border-top:1px solid #d6d3c4;border-bottom:1px solid #d6d3c4;padding:40px 0;text-align:center}
.closing .cta-button{background:var(--primary);color:var(--on-primary);padding:12px 28px;border-radius:4px}
footer{text-align:center}
`,
  // Quiet: one narrow left-aligned column on white, a thin accent rule, plain lists.
  minimal: `
.wrap{max-width:680px}
.top{padding:40px 0 0;font-size:14px;letter-spacing:.08em;text-transform:lowercase;color:#6b7280}
.intro{padding:72px 0 40px}
.intro h1{font-size:clamp(30px,5vw,44px);font-weight:500;letter-spacing:-.02em;color:#111827}
.intro .tagline{color:#4b5563;font-size:19px}
.rule{width:48px;height:3px;background:var(--primary);border:0;margin:32px 0}
main section{padding:24px 0}
main h2{font-size:15px;text-transform:uppercase;letter-spacing:.12em;color:var(--secondary-text)}
.plain-list{list-style:none;padding:0;margin:0}
.plain-list li{padding:10px 0;border-bottom:1px solid #e5e7eb}
.plain-list li::before{content:"\\2014\\00a0";color:var(--primary)}
.closing .cta-button{color:var(--primary-text);border-bottom:2px solid var(--primary);padding-bottom:2px}
footer{border-top:1px solid #e5e7eb;margin-top:48px}
footer .wrap{padding:0}
`,
};

/**
 * The design as CSS custom properties, plus text colours derived from it so text stays readable
 * whatever colours the owner picks (white or near-black on coloured areas; a colour as text on white
 * only when it has AA contrast there).
 */
export function siteStyleSheet(design: WebsiteMetadata): string {
  const { primaryColor: primary, secondaryColor: secondary } = design;
  const onHero = textColourOn(primary, secondary);
  const onSecondary = textColourOn(secondary);
  const properties: Array<[string, string]> = [
    ['--primary', primary],
    ['--secondary', secondary],
    ['--font', FONT_STACKS[design.fontFamily]],
    ['--on-primary', textColourOn(primary)],
    ['--on-secondary', onSecondary],
    ['--on-hero', onHero],
    // A button in the colour of the text on a coloured area carries that area's colour, or the other text colour when that is unreadable.
    ['--hero-button-text', buttonText(onHero, secondary)],
    ['--secondary-button-text', buttonText(onSecondary, secondary)],
    ['--primary-text', readableOnWhite(primary)],
    ['--secondary-text', readableOnWhite(secondary)],
  ];
  const variables = `:root{${properties.map(([name, value]) => `${name}:${value}`).join(';')}}`;
  return `${fontFaceCss(design.fontFamily)}${variables}${BASE_CSS}${LAYOUT_CSS[design.layout]}${SIGNUP_CSS}`;
}

function buttonText(buttonBackground: string, preferred: string): string {
  if (contrastRatio(colourToRgb(preferred), colourToRgb(buttonBackground)) >= 4.5) return preferred;
  return buttonBackground === LIGHT_TEXT ? DARK_TEXT : LIGHT_TEXT;
}
