import { CSS_NAMED_COLOURS } from './css-named-colours.js';

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const COLOUR_FUNCTION = /^(rgba?|hsla?)\(([^()]*)\)$/i;
const NUMBER_ARGUMENT = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:%|deg)?$/i;

/**
 * True for the CSS colours a site may use: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/hsl()/hsla()
 * whose arguments are plain numbers (with % or deg), or a named colour. The accepted text never contains
 * anything that could end a declaration, a rule or a style element, so it can be written into CSS as is.
 * @param {string} value
 * @returns {boolean}
 */
export function isCssColour(value) {
  const colour = value.trim();
  if (HEX_COLOUR.test(colour)) return true;
  if (CSS_NAMED_COLOURS.has(colour.toLowerCase())) return true;
  const call = COLOUR_FUNCTION.exec(colour);
  if (!call) return false;
  const [, name = '', body = ''] = call;
  // Modern syntax "r g b / a" or legacy "r, g, b, a": split on commas, whitespace and one slash.
  const slashParts = body.split('/');
  if (slashParts.length > 2) return false;
  const colourArguments = splitArguments(slashParts[0] ?? '');
  const alphaArguments = slashParts.length === 2 ? splitArguments(slashParts[1] ?? '') : [];
  if (alphaArguments.length > 1 || (slashParts.length === 2 && alphaArguments.length !== 1)) return false;
  const all = [...colourArguments, ...alphaArguments];
  if (colourArguments.length < 3 || all.length > 4) return false;
  if (!all.every((argument) => NUMBER_ARGUMENT.test(argument))) return false;
  // "deg" only makes sense for the hue of hsl().
  const isHsl = name.toLowerCase().startsWith('hsl');
  return all.every((argument, index) => !/deg$/i.test(argument) || (isHsl && index === 0));
}

/**
 * @param {string} text
 * @returns {string[]}
 */
function splitArguments(text) {
  return text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}
