const SLUG_MAX_LENGTH = 60;
export const FALLBACK_SLUG = 'site';

/** "Café Finder: For Teams!" -> "cafe-finder-for-teams"; only a-z, 0-9 and single hyphens remain. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || FALLBACK_SLUG;
}

/** The n-th candidate for a base slug: base, base-2, base-3, ... */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}
