/** Domain names to check for an idea: a few brandable variants of its name across the chosen extensions. */

const MAX_LABEL_LENGTH = 63;

/** "Pet Pal!" -> "petpal": lowercase a-z and 0-9 only (accents folded). */
export function normaliseLabel(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, MAX_LABEL_LENGTH);
}

/** ".COM", "com", " .io " -> "com", "io"; invalid ones are dropped. */
export function normaliseExtension(extension: string): string | null {
  const cleaned = extension.trim().toLowerCase().replace(/^\.+/, '');
  return /^[a-z0-9]+(\.[a-z0-9]+)*$/.test(cleaned) && /[a-z]/.test(cleaned) ? cleaned : null;
}

/** The label variants tried for a name, most direct first. */
export function labelVariants(name: string): string[] {
  const label = normaliseLabel(name);
  if (!label) return [];
  const variants = [label, `get${label}`, `${label}hq`, `${label}app`];
  return [...new Set(variants.filter((variant) => variant.length <= MAX_LABEL_LENGTH))];
}

/** Every variant across every extension, grouped by variant: petpal.com, petpal.net, ..., getpetpal.com, ... */
export function domainCandidates(name: string, extensions: string[]): string[] {
  const tlds = [...new Set(extensions.map(normaliseExtension).filter((tld): tld is string => tld !== null))];
  return labelVariants(name).flatMap((label) => tlds.map((tld) => `${label}.${tld}`));
}

/** A syntactically valid domain name (for POST /api/domains/check input), normalised to lowercase. */
export function normaliseDomain(domain: string): string | null {
  const cleaned = domain.trim().toLowerCase().replace(/\.$/, '');
  const labels = cleaned.split('.');
  if (labels.length < 2 || cleaned.length > 253) return null;
  const valid = labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label));
  return valid && /[a-z]/.test(labels[labels.length - 1]!) ? cleaned : null;
}

/** The TLD used for bootstrap lookup and pricing: the last label ("co.uk" -> "uk"). */
export function topLevelDomain(domain: string): string {
  return domain.slice(domain.lastIndexOf('.') + 1);
}
