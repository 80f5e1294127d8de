import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's style cache without its vendor-prefix plugin (stylis' prefixer). Every browser the build
 * targets (Vite's default, Safari 16 and up) reads the standard properties; the few that Safari still
 * wants prefixed (-webkit-user-select, -webkit-line-clamp, -webkit-background-clip: text) are written
 * where they are used. Prefixing ran for every rule as a screen first rendered, in React's commit: the
 * largest single part of My Ideas' blocking time (docs/benchmarks.md, bench:web).
 */
export function createStyleCache(): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [] });
}
