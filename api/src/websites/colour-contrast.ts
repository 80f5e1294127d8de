import { CSS_NAMED_COLOUR_RGB, isCssColour } from '@ideascope/shared';

type Rgb = readonly [number, number, number];

export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';
const WHITE: Rgb = [255, 255, 255];
/** WCAG AA for normal text. */
const AA_CONTRAST = 4.5;

/**
 * The sRGB value of a colour isCssColour accepted (alpha ignored: the page behind is white);
 * 'transparent' and anything unparseable count as white.
 */
export function colourToRgb(colour: string): Rgb {
  const value = colour.trim().toLowerCase();
  if (!isCssColour(value)) return WHITE;
  if (value.startsWith('#')) return hexToRgb(value.slice(1));
  const named = CSS_NAMED_COLOUR_RGB[value];
  if (named) return named;
  const call = /^(rgba?|hsla?)\((.*)\)$/.exec(value);
  if (!call) return WHITE;
  const numbers = (call[2] ?? '').split(/[\s,/]+/).filter(Boolean);
  if (call[1]!.startsWith('rgb')) {
    const channel = (text = '0') => clamp(text.endsWith('%') ? (parseFloat(text) * 255) / 100 : parseFloat(text), 0, 255);
    return [channel(numbers[0]), channel(numbers[1]), channel(numbers[2])];
  }
  const hue = parseFloat(numbers[0] ?? '0');
  const saturation = clamp(parseFloat(numbers[1] ?? '0'), 0, 100) / 100;
  const lightness = clamp(parseFloat(numbers[2] ?? '0'), 0, 100) / 100;
  return hslToRgb(hue, saturation, lightness);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
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

function hexToRgb(hex: string): Rgb {
  const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('') : hex.slice(0, 6);
  return [parseInt(full.slice(0, 2), 16), parseInt(full.slice(2, 4), 16), parseInt(full.slice(4, 6), 16)];
}

function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 30;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + h) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}
