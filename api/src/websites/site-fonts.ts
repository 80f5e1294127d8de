import { createRequire } from 'node:module';
import path from 'node:path';
import type { WebsiteFont } from './website.entity.js';

const require = createRequire(import.meta.url);

/** Where the app serves the font files (the slug pattern has no "_", so no site can take this path). */
export const SITE_FONTS_PATH = '/site/_fonts';

/** The @fontsource package of each font the owner can choose, and the two weights a site uses (others are matched to them). */
const PACKAGES: Record<WebsiteFont, string> = { Inter: 'inter', Roboto: 'roboto', 'Open Sans': 'open-sans', Lato: 'lato' };
const WEIGHTS = [400, 700] as const;

const fileName = (font: WebsiteFont, weight: number) => `${PACKAGES[font]}-latin-${weight}-normal.woff2`;

/** The shipped font files by name (the only names the font route answers). */
export const SITE_FONT_FILES: ReadonlyMap<string, string> = new Map(
  (Object.keys(PACKAGES) as WebsiteFont[]).flatMap((font) =>
    WEIGHTS.map((weight) => {
      const packageDirectory = path.dirname(require.resolve(`@fontsource/${PACKAGES[font]}/package.json`));
      return [fileName(font, weight), path.join(packageDirectory, 'files', fileName(font, weight))] as const;
    }),
  ),
);

/** @font-face rules for the chosen font, served by this app (SIL Open Font License files from @fontsource). */
export function fontFaceCss(font: WebsiteFont): string {
  return WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:"${font}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${SITE_FONTS_PATH}/${fileName(font, weight)}) format("woff2")}`,
  ).join('');
}
