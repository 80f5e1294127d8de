/**
 * The CSS named colours (CSS Color Module Level 4, 148 names) with their sRGB values. Matched case-insensitively.
 * @type {Readonly<Record<string, readonly [number, number, number]>>}
 */
export const CSS_NAMED_COLOUR_RGB: Readonly<Record<string, readonly [number, number, number]>>;
/**
 * Every accepted name: the named colours plus 'transparent'.
 * @type {ReadonlySet<string>}
 */
export const CSS_NAMED_COLOURS: ReadonlySet<string>;
