import { isCssColour } from '@ideascope/shared';

/** The server's own colour rules (@ideascope/shared), so a colour the API would refuse is caught under its field. */
export { isCssColour };

const hex2 = (channel: number) =>
  Math.round(Math.min(255, Math.max(0, channel)))
    .toString(16)
    .padStart(2, '0');

/** '#rrggbb' from what a canvas reports for a fill style: '#rrggbb' when opaque, else 'rgba(r, g, b, a)'. */
export function hexFromCanvasStyle(style: string): string | null {
  if (/^#[0-9a-f]{6}$/i.test(style)) return style.toLowerCase();
  const channels = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/i.exec(style);
  if (!channels) return null;
  return `#${hex2(Number(channels[1]))}${hex2(Number(channels[2]))}${hex2(Number(channels[3]))}`;
}

let canvasContext: CanvasRenderingContext2D | null | undefined;

/**
 * The '#rrggbb' a colour picker can show for any valid colour ('tomato', 'rgb(0 128 0)', '#abc'),
 * resolved by the browser (a canvas normalises fill styles); null for an invalid colour.
 */
export function swatchHex(value: string): string | null {
  if (!isCssColour(value)) return null;
  canvasContext ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvasContext) return null;
  canvasContext.fillStyle = '#000000';
  canvasContext.fillStyle = value.trim();
  return hexFromCanvasStyle(String(canvasContext.fillStyle));
}
