/**
 * The website colour rules of the server (api/src/websites/css-colour.ts), so a colour the API would
 * refuse is caught under its field: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/hsl()/hsla()
 * with plain numbers (% or deg), or a CSS named colour.
 */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOUR_FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/i;
const NUMBER_ARGUMENT = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:%|deg)?$/i;

/** CSS Color Module Level 4 named colours (148) and transparent. */
const NAMED_COLOURS: ReadonlySet<string> = new Set([
  'aliceblue', 'antiquewhite', 'aqua', 'aquamarine', 'azure', 'beige', 'bisque', 'black', 'blanchedalmond', 'blue',
  'blueviolet', 'brown', 'burlywood', 'cadetblue', 'chartreuse', 'chocolate', 'coral', 'cornflowerblue', 'cornsilk',
  'crimson', 'cyan', 'darkblue', 'darkcyan', 'darkgoldenrod', 'darkgray', 'darkgreen', 'darkgrey', 'darkkhaki',
  'darkmagenta', 'darkolivegreen', 'darkorange', 'darkorchid', 'darkred', 'darksalmon', 'darkseagreen',
  'darkslateblue', 'darkslategray', 'darkslategrey', 'darkturquoise', 'darkviolet', 'deeppink', 'deepskyblue',
  'dimgray', 'dimgrey', 'dodgerblue', 'firebrick', 'floralwhite', 'forestgreen', 'fuchsia', 'gainsboro',
  'ghostwhite', 'gold', 'goldenrod', 'gray', 'green', 'greenyellow', 'grey', 'honeydew', 'hotpink', 'indianred',
  'indigo', 'ivory', 'khaki', 'lavender', 'lavenderblush', 'lawngreen', 'lemonchiffon', 'lightblue', 'lightcoral',
  'lightcyan', 'lightgoldenrodyellow', 'lightgray', 'lightgreen', 'lightgrey', 'lightpink', 'lightsalmon',
  'lightseagreen', 'lightskyblue', 'lightslategray', 'lightslategrey', 'lightsteelblue', 'lightyellow', 'lime',
  'limegreen', 'linen', 'magenta', 'maroon', 'mediumaquamarine', 'mediumblue', 'mediumorchid', 'mediumpurple',
  'mediumseagreen', 'mediumslateblue', 'mediumspringgreen', 'mediumturquoise', 'mediumvioletred', 'midnightblue',
  'mintcream', 'mistyrose', 'moccasin', 'navajowhite', 'navy', 'oldlace', 'olive', 'olivedrab', 'orange',
  'orangered', 'orchid', 'palegoldenrod', 'palegreen', 'paleturquoise', 'palevioletred', 'papayawhip', 'peachpuff',
  'peru', 'pink', 'plum', 'powderblue', 'purple', 'rebeccapurple', 'red', 'rosybrown', 'royalblue', 'saddlebrown',
  'salmon', 'sandybrown', 'seagreen', 'seashell', 'sienna', 'silver', 'skyblue', 'slateblue', 'slategray',
  'slategrey', 'snow', 'springgreen', 'steelblue', 'tan', 'teal', 'thistle', 'tomato', 'turquoise', 'violet',
  'wheat', 'white', 'whitesmoke', 'yellow', 'yellowgreen',
  'transparent',
]);

export function isCssColour(value: string): boolean {
  const colour = value.trim();
  if (HEX_COLOUR.test(colour)) return true;
  if (NAMED_COLOURS.has(colour.toLowerCase())) return true;
  const call = COLOUR_FUNCTION.exec(colour);
  if (!call) return false;
  const [, name = '', body = ''] = call;
  // Modern syntax "r g b / a" or legacy "r, g, b, a".
  const slashParts = body.split('/');
  if (slashParts.length > 2) return false;
  const colourArguments = splitArguments(slashParts[0] ?? '');
  const alphaArguments = slashParts.length === 2 ? splitArguments(slashParts[1] ?? '') : [];
  if (alphaArguments.length > 1 || (slashParts.length === 2 && alphaArguments.length !== 1)) return false;
  const all = [...colourArguments, ...alphaArguments];
  if (colourArguments.length < 3 || all.length > 4) return false;
  if (!all.every((argument) => NUMBER_ARGUMENT.test(argument))) return false;
  // "deg" only for the hue of hsl().
  const isHsl = name.toLowerCase().startsWith('hsl');
  return all.every((argument, index) => !/deg$/i.test(argument) || (isHsl && index === 0));
}

function splitArguments(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const hex2 = (channel: number) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0');

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
