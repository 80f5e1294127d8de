/**
 * True for the CSS colours a site may use: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/hsl()/hsla()
 * whose arguments are plain numbers (with % or deg), or a named colour. The accepted text never contains
 * anything that could end a declaration, a rule or a style element, so it can be written into CSS as is.
 * @param {string} value
 * @returns {boolean}
 */
export function isCssColour(value: string): boolean;
