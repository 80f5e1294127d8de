import type { Theme } from '@emotion/react';

/**
 * What `build` makes from the theme, made once per theme, not on every render. A style passed as a `css`
 * prop this way (emotion calls it with the theme) is the same serialized style each time, which emotion
 * uses as it is: no interpolation, serialisation or hashing per element (rows of a table render many).
 */
export function themed<T>(build: (theme: Theme) => T): (theme: Theme) => T {
  const built = new WeakMap<Theme, T>();
  return (theme) => {
    if (!built.has(theme)) built.set(theme, build(theme));
    return built.get(theme) as T;
  };
}
