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

/** Brandable names stay short: beyond this a long idea is cut down to its leading key words. */
const BRANDABLE_LABEL_LENGTH = 20;
const FILLER_WORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'my',
  'of',
  'on',
  'or',
  'that',
  'the',
  'to',
  'who',
  'with',
  'your',
]);

/**
 * The label a name is registered under: the whole name when it is short ("Pet Pal" -> "petpal"),
 * otherwise its leading key words ("Dog walking marketplace for busy city professionals" ->
 * "dogwalking"), since nobody types a 50-letter domain.
 */
export function brandableLabel(name: string): string {
  const whole = normaliseLabel(name);
  if (whole.length <= BRANDABLE_LABEL_LENGTH) return whole;
  const words = name
    .split(/[^\p{L}\p{N}]+/u)
    .map(normaliseLabel)
    .filter((word) => word && !FILLER_WORDS.has(word));
  let label = '';
  for (const word of words) {
    if (label && label.length + word.length > BRANDABLE_LABEL_LENGTH) break;
    label += word;
  }
  return label || whole;
}

/** The label variants tried for a name, most direct first. */
export function labelVariants(name: string): string[] {
  const label = brandableLabel(name);
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
