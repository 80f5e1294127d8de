import type { LegalFindings, Patent, ResearchInput, Trademark } from '../../research.types.js';
import { fictionalOwner, patentNumber } from './fictional-names.js';
import { ideaProfile, marketCrowding } from './idea-profile.js';
import { fill } from './phrase-template.js';
import { trademarkClassesFor } from './trademark-classes.js';
import { SeededRandom, ideaSeed } from './seeded-random.js';

const TRADEMARK_STATUSES = ['Active', 'Pending', 'Abandoned', 'Expired', 'Cancelled'] as const;

/** "PetPal Walks" → "PetPalWalks": how a similar mark would be filed. */
function markBase(name: string): string {
  const words = name.trim().split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('') || 'Venture';
}

/**
 * Similar trademarks and related patents. Owners are plainly invented holding companies; a
 * seeded share of ideas (more in crowded markets) meets an Active mark, which is a conflict.
 */
export function fallbackLegal(input: ResearchInput): LegalFindings {
  const random = new SeededRandom(`legal:${ideaSeed(input)}`);
  const profile = ideaProfile(input);
  const base = markBase(input.name);
  const classes = trademarkClassesFor(profile.register, profile.text);
  // A search nearly always finds some similar mark (often lapsed) and some related patent. Roughly a
  // third of ideas meet an Active mark on a similar name, more often in crowded markets.
  const crowded = random.chance(0.1 + marketCrowding(input) * 0.5);
  const markNames = [base.toUpperCase(), ...random.sample(profile.language.markSuffixes, 4).map((suffix) => `${base} ${suffix}`)];
  const trademarks: Trademark[] = input.options.includeTrademarks
    ? Array.from({ length: random.int(crowded ? 2 : 1, crowded ? 4 : 3) }, (_, index) => {
        const status = crowded && index === 0 ? 'Active' : random.pick(TRADEMARK_STATUSES.filter((candidate) => candidate !== 'Active'));
        return {
          name: markNames[index]!,
          status: crowded && index > 0 && random.chance(0.4) ? 'Active' : status,
          owner: fictionalOwner(random, 'trademark'),
          class: random.pick(classes),
        };
      })
    : [];
  const patentTopics = random.sample(profile.language.patents, profile.language.patents.length);
  const patents: Patent[] = input.options.includePatents
    ? Array.from({ length: Math.min(patentTopics.length, random.int(1, 3)) }, (_, index) => ({
        title: fill(patentTopics[index]!.title, profile.forms),
        number: patentNumber(random),
        assignee: fictionalOwner(random, 'patent'),
        abstract: fill(patentTopics[index]!.abstract, profile.forms),
      }))
    : [];
  return { conflicts: trademarks.some((mark) => mark.status === 'Active'), trademarks, patents };
}
