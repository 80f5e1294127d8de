import type { IdeaDescription, IdeaInput } from '../../research.types.js';
import { ideaProfile } from './idea-profile.js';
import { fill } from './phrase-template.js';
import { SeededRandom, ideaSeed } from './seeded-random.js';
import { knownCategory, REGISTER_CATEGORY, type Register } from './vocabulary.js';
import { capitalise, displayName, listing } from './word-forms.js';

export interface WebsiteCopy {
  headline: string;
  tagline: string;
  about: string;
  features: string[];
  callToAction: string;
}

const SUBSCRIPTION_FEATURES = ['Pause-any-time subscriptions', 'Flexible delivery schedules'];
const SUBSCRIPTION_REVENUE = 'Revenue comes from recurring subscription orders, which keep demand predictable and stock easy to plan.';

/** "Real-time dashboards" → "real-time dashboards", "A member community" → "a member community", but "AI insights" stays. */
function inSentence(feature: string): string {
  return /^[A-Z](?![A-Z])/.test(feature) ? feature.charAt(0).toLowerCase() + feature.slice(1) : feature;
}

/**
 * The category to confirm: the chosen one, unless SaaS/Software (the form's default) was read as
 * another kind of business, which is then named; none chosen means the one it was read as.
 */
function describedCategory(chosen: string | null, register: Register): string {
  const trimmed = chosen?.trim();
  if (!trimmed) return REGISTER_CATEGORY[register];
  return knownCategory(trimmed) === 'SaaS/Software' && register !== 'saas' ? REGISTER_CATEGORY[register] : trimmed;
}

/**
 * The idea description (spec §3 generate response) in the register of its category: what it is
 * and for whom, the user's own notes, three features and how it makes money.
 */
export function fallbackDescription(idea: IdeaInput): IdeaDescription {
  const name = displayName(idea.name);
  const profile = ideaProfile({ name: idea.name, category: idea.category, notes: idea.notes });
  const { language, forms } = profile;
  const random = new SeededRandom(`description:${ideaSeed({ name: idea.name, category: idea.category, description: idea.notes })}`);
  const pool = [...(profile.subscription ? SUBSCRIPTION_FEATURES : []), ...language.features].map((feature) => capitalise(fill(feature, forms)));
  const keyFeatures = [...(profile.subscription ? [pool[0]!] : []), ...random.sample(pool.slice(profile.subscription ? 1 : 0), random.int(4, 5))].slice(0, 5);
  const describe = profile.mediaFormat ? '{name} is {anP} for {a}.' : language.describe;
  const offer = fill(language.offer, forms, { features: listing(keyFeatures.slice(0, 3).map(inSentence)) });
  const revenue = profile.subscription ? SUBSCRIPTION_REVENUE : random.pick(language.revenue);
  return {
    name,
    // Private notes shape the reading (audience, subject) but are never quoted: the description is published on the site.
    description: `${fill(describe, forms, { name })} ${offer} ${revenue}`,
    category: describedCategory(idea.category, profile.register),
    targetMarket: capitalise(profile.audience),
    keyFeatures,
  };
}

export function fallbackWebsiteCopy(input: { name: string; description: string | null; keyFeatures: string[]; targetMarket: string | null; category?: string | null }): WebsiteCopy {
  const name = displayName(input.name);
  const profile = ideaProfile(input);
  const { language, forms } = profile;
  const random = new SeededRandom(`website:${ideaSeed(input)}`);
  const features = input.keyFeatures.length > 0 ? input.keyFeatures.slice(0, 6) : random.sample(language.features, 4).map((feature) => capitalise(fill(feature, forms)));
  return {
    headline: fill(random.pick(language.headlines), forms, { name }),
    tagline: capitalise(fill(language.tagline, forms)),
    about: input.description?.trim() || `${fill(language.describe, forms, { name })} ${random.pick(language.revenue)}`,
    features,
    callToAction: profile.subscription ? random.pick(['Start your subscription', 'Choose your plan']) : random.pick(language.callsToAction),
  };
}
