/**
 * A provider's name for people; an unknown code is shown as it is.
 * @param {string | null | undefined} provider
 * @returns {string}
 */
export function providerName(provider: string | null | undefined): string;
/**
 * The provider names research facts carry (their `source.provider` / a stage's `provider`), as
 * people know them. `fallback` (and `sample`) is the offline sample generator; `none` means no source.
 * @type {Readonly<Record<string, string>>}
 */
export const PROVIDER_NAMES: Readonly<Record<string, string>>;
