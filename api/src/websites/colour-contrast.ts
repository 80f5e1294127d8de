import { isCssColour } from '@ideascope/shared';
import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';

extend([namesPlugin]);

type Rgb = readonly [number, number, number];

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';
const WHITE: Rgb = [255, 255, 255];
/** WCAG AA for normal text. */
const AA_CONTRAST = 4.5;

/**
 * The sRGB value of a colour isCssColour accepted (alpha ignored: the page behind is white);
 * 'transparent' and anything unparseable count as white. hsl() gives whole channels, as browsers do.
 */
export function colourToRgb(colour: string): Rgb {
  const value = colour.trim().toLowerCase();
  if (!isCssColour(value)) return WHITE;
  const parsed = colord(value);
  if (!parsed.isValid() || parsed.alpha() === 0) return WHITE;
  const { r, g, b } = value.startsWith('hsl') ? parsed.toRgb() : parsed.rgba;
  return [r, g, b];
}

/** WCAG contrast ratio of two colours, 1 to 21, unrounded (colord's contrast() rounds down to 0.01, which moves thresholds). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White or near-black, whichever stays more readable on every one of the given backgrounds. */
export function textColourOn(...backgrounds: string[]): string {
  const colours = backgrounds.map(colourToRgb);
  const worst = (text: Rgb) => Math.min(...colours.map((background) => contrastRatio(text, background)));
  return worst(WHITE) >= worst(colourToRgb(DARK_TEXT)) ? LIGHT_TEXT : DARK_TEXT;
}

/** The colour itself when it is readable as text on white, else near-black. */
export function readableOnWhite(colour: string): string {
  return contrastRatio(colourToRgb(colour), WHITE) >= AA_CONTRAST ? colour : DARK_TEXT;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
