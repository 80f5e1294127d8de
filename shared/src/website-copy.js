// The limits of a website's words, one definition for the generated draft (api) and the owner's edits (api and web).

/** The most characters of each text, and the most features (one line each). */
export const WEBSITE_COPY_LIMITS = /** @type {const} */ ({
  headline: 120,
  tagline: 240,
  about: 1500,
  feature: 200,
  features: 6,
});

/**
 * The text within `max` characters: whole when it fits, else cut after the last full sentence that fits,
 * else after the last whole word (with an ellipsis), so a drafted text never ends mid-word.
 * @param {string} text
 * @param {number} max
 * @returns {string}
 */
export function shortenText(text, max) {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const head = trimmed.slice(0, max);
  // A sentence ends at ., ! or ? followed by a space; one right at the cut counts when a space follows it.
  let lastSentenceEnd = 0;
  for (const match of trimmed.slice(0, max + 1).matchAll(/[.!?](?=\s)/g)) lastSentenceEnd = (match.index ?? 0) + 1;
  if (lastSentenceEnd >= max / 2) return head.slice(0, lastSentenceEnd).trim();
  const room = head.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const words = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${words.replace(/[\s,;:–—-]+$/u, '')}…`;
}

/**
 * A drafted text within the limits editing enforces: each text shortened, at most six non-blank features
 * of at most 200 characters each.
 * @template {{ headline: string, tagline: string, about: string, features: string[] }} T
 * @param {T} copy
 * @returns {T}
 */
export function withinWebsiteCopyLimits(copy) {
  return {
    ...copy,
    headline: shortenText(copy.headline, WEBSITE_COPY_LIMITS.headline),
    tagline: shortenText(copy.tagline, WEBSITE_COPY_LIMITS.tagline),
    about: shortenText(copy.about, WEBSITE_COPY_LIMITS.about),
    features: copy.features
      .map((feature) => shortenText(feature, WEBSITE_COPY_LIMITS.feature))
      .filter(Boolean)
      .slice(0, WEBSITE_COPY_LIMITS.features),
  };
}
