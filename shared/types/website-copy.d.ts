/**
 * The text within `max` characters: whole when it fits, else cut after the last full sentence that fits,
 * else after the last whole word (with an ellipsis), so a drafted text never ends mid-word.
 * @param {string} text
 * @param {number} max
 * @returns {string}
 */
export function shortenText(text: string, max: number): string;
/**
 * A drafted text within the limits editing enforces: each text shortened, at most six non-blank features
 * of at most 200 characters each.
 * @template {{ headline: string, tagline: string, about: string, features: string[] }} T
 * @param {T} copy
 * @returns {T}
 */
export function withinWebsiteCopyLimits<T extends {
    headline: string;
    tagline: string;
    about: string;
    features: string[];
}>(copy: T): T;
export namespace WEBSITE_COPY_LIMITS {
    let headline: 120;
    let tagline: 240;
    let about: 1500;
    let feature: 200;
    let features: 6;
}
