/** Picks the words an idea is about, for the fallback generator's keywords, names and copy. */

const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from has have in into is it its of on or that the their them this to with ' +
    'your you our we will can help helps helping users user people platform app application service business ' +
    'idea simple easy based using use online new best way ways more make makes who what where when which ' +
    'they them than then also about through while other each every all any some most very just like'
  ).split(' '),
);

/** Splits "PetPal Pro" / "pet-pal" / "petPal" into lowercase words. */
export function splitWords(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The idea's topic words: name words first, then salient description words, without duplicates. */
export function ideaTerms(idea: { name: string; description?: string | null; notes?: string | null }, limit = 4): string[] {
  const fromText = splitWords(`${idea.description ?? ''} ${idea.notes ?? ''}`).filter((word) => word.length > 3 && !STOP_WORDS.has(word));
  const nameWords = splitWords(idea.name).filter((word) => !STOP_WORDS.has(word));
  const terms: string[] = [];
  for (const word of [...fromText, ...nameWords]) {
    if (!terms.includes(word)) terms.push(word);
    if (terms.length >= limit) break;
  }
  return terms.length > 0 ? terms : ['startup'];
}

export function titleCase(text: string): string {
  return text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** "PetPal" stays as typed; blank names become "Your idea". */
export function displayName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > 0 ? trimmed : 'Your idea';
}
