import { COMPETITOR_COUNT_RANGE, type Competitor, type ResearchInput } from '../../research.types.js';
import { NAME_ROOTS, PLACE_NAMES, SURNAMES } from './fictional-names.js';
import { sample } from '../../provenance.js';
import { ideaProfile, marketCrowding, type IdeaProfile } from './idea-profile.js';
import { fill, repeatsWord } from './phrase-template.js';
import type { Trait } from './register-language.js';
import { SeededRandom, ideaSeed } from './seeded-random.js';
import { displayName } from './word-forms.js';

/** Said of a second competitor of the same kind, so no two cards read the same. */
const DISTINGUISHERS = ['Growing mainly through referrals.', 'Known mostly through social media.', 'Recently changed its pricing.', 'Has a small but loyal following.', 'Well regarded in its niche.', 'Expanding into new markets.'];

/** The phrase's first word works as part of a brand ("Shift" → "ShiftDesk"), long words and acronyms do not. */
function usableLead(lead: string): boolean {
  return /^[A-Z][a-z]{2,6}$/.test(lead);
}

function countOf(usedParts: Set<string>, kind: string): number {
  return [...usedParts].filter((part) => part.startsWith(`${kind}:`)).length;
}

/** Picks a word not used yet in this list of competitors while there is one. */
function fresh(random: SeededRandom, words: readonly string[], usedParts: Set<string>): string {
  const unused = words.filter((word) => !usedParts.has(word));
  const word = random.pick(unused.length > 0 ? unused : words);
  usedParts.add(word);
  return word;
}

function competitorName(random: SeededRandom, profile: IdeaProfile, used: Set<string>, usedParts: Set<string>): string {
  const { language, forms } = profile;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const pattern = random.pick(language.competitorNames);
    // Names built on the idea's own words ("ShiftDesk"): only short words, and at most two in a list.
    if (pattern.includes('{lead}') && (!usableLead(forms.lead) || countOf(usedParts, 'lead') >= 2)) continue;
    if (pattern.includes('{Ttitle}') && (forms.T.includes(' ') || countOf(usedParts, 'topic') >= 3)) continue;
    if (pattern.includes('{lead}')) usedParts.add(`lead:${usedParts.size}`);
    if (pattern.includes('{Ttitle}')) usedParts.add(`topic:${usedParts.size}`);
    const name = fill(pattern, forms, {
      root: fresh(random, NAME_ROOTS, usedParts),
      root2: fresh(random, NAME_ROOTS, usedParts),
      place: fresh(random, PLACE_NAMES, usedParts),
      surname: fresh(random, SURNAMES, usedParts),
      suffix: fresh(random, language.nameSuffixes, usedParts),
      Ttitle: forms.T.replace(/(^|\s)([a-z])/g, (_, space: string, letter: string) => `${space}${letter.toUpperCase()}`),
    }).replace(/\s+/g, ' ').trim();
    if (!used.has(name.toLowerCase()) && !repeatsWord(name)) {
      used.add(name.toLowerCase());
      return name;
    }
  }
  const fallback = `${random.pick(NAME_ROOTS)} ${random.pick(language.nameSuffixes)} ${used.size + 1}`;
  used.add(fallback.toLowerCase());
  return fallback;
}

/** 2-3 strengths and 2-3 weaknesses on different topics (never "Low prices" and "Premium pricing"). */
function traits(random: SeededRandom, strengths: Trait[], weaknesses: Trait[]): { strengths: string[]; weaknesses: string[] } {
  const chosenStrengths = random.sample(strengths, random.int(2, 3));
  const topics = new Set(chosenStrengths.map((item) => item.topic));
  const chosenWeaknesses = random.sample(weaknesses.filter((item) => !topics.has(item.topic)), random.int(2, 3));
  return { strengths: chosenStrengths.map((item) => item.text), weaknesses: chosenWeaknesses.map((item) => item.text) };
}

/**
 * Invented competitors of the kind the idea meets (shops for a shop, apps for an app). They have
 * no website: a made-up address could be someone's real business.
 */
export function fallbackCompetitors(input: ResearchInput): Competitor[] {
  const random = new SeededRandom(`competitors:${ideaSeed(input)}`);
  const profile = ideaProfile(input);
  const [min, max] = COMPETITOR_COUNT_RANGE[input.options.competitorAnalysisDepth];
  const crowding = marketCrowding(input);
  const count = Math.max(min, Math.min(max, Math.round(min + crowding * (max - min) + (random.next() - 0.5))));
  const used = new Set<string>([displayName(input.name).toLowerCase()]);
  const usedParts = new Set<string>();
  const descriptions = random.sample(profile.language.competitorDescriptions.map((template) => fill(template, profile.forms)).filter((text) => !repeatsWord(text.replace(/^(A|An|The) /, ''))), 99);
  const distinguishers = random.sample(DISTINGUISHERS, DISTINGUISHERS.length);
  // No market shares: an invented percentage reads as a measurement.
  return Array.from({ length: count }, (_, index) => {
    const name = competitorName(random, profile, used, usedParts);
    const round = Math.floor(index / descriptions.length);
    const description = `${descriptions[index % descriptions.length]!}${round > 0 ? ` ${distinguishers[(index + round) % distinguishers.length]!}` : ''}`;
    return { name, website: null, description, ...traits(random, profile.language.strengths, profile.language.weaknesses), marketShare: null, assessmentBasis: 'SAMPLE' as const, ...sample() };
  });
}
