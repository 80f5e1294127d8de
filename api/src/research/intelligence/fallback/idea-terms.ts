/** Picks the words an idea is about, for the fallback generator's keywords, names and copy. */

const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from has have in into is it its of on or that the their them this to with ' +
    'your you our we will can help helps helping users user people platform app application service business ' +
    'idea simple easy based using use online new best way ways more make makes who what where when which ' +
    'they them than then also about through while other each every all any some most very just like ' +
    // Words of the fallback description template, which must not become topics themselves.
    'offers offer need needs faster today general purpose alternatives revenue comes customers model aged ' +
    'saas software commerce store media content services mobile focused combines get gets now matches nearby trusted'
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

/**
 * The idea's topic words: name words and salient words of the notes first; the description only
 * when those are too few (it also names the audience, which would make poor topics).
 */
export function ideaTerms(idea: { name: string; description?: string | null; notes?: string | null }, limit = 4): string[] {
  const salient = (text: string | null | undefined) => splitWords(text ?? '').filter((word) => word.length > 3 && !STOP_WORDS.has(word));
  const nameWords = splitWords(idea.name).filter((word) => word.length > 2 && !STOP_WORDS.has(word));
  const terms: string[] = [];
  const add = (words: string[]) => {
    for (const word of words) if (terms.length < limit && !terms.includes(word)) terms.push(word);
  };
  add([...nameWords, ...salient(idea.notes)]);
  if (terms.length < 2) add(salient(idea.description));
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
