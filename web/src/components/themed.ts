import type { SerializedStyles, Theme } from '@emotion/react';

/**
 * A style built from the theme once per theme, not on every render. Passed as a `css` prop (emotion calls
 * it with the theme), the same serialized style comes back each time, which emotion uses as it is: no
 * interpolation, serialisation or hashing per element (rows of a table render many).
 */
export function themed(build: (theme: Theme) => SerializedStyles): (theme: Theme) => SerializedStyles {
  const built = new WeakMap<Theme, SerializedStyles>();
  return (theme) => {
    let styles = built.get(theme);
    if (!styles) {
      styles = build(theme);
      built.set(theme, styles);
    }
    return styles;
  };
}
