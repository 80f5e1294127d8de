import type { CompetitorAnalysisDepth, IdeaDescription, IdeaInput, ResearchInput } from '../research.types.js';
import { withinWebsiteCopyLimits } from '@ideascope/shared';
import { knownCategory } from '../idea-text/vocabulary.js';

/** The one-page website's copy (a model's draft, or the user's own words). */
export interface WebsiteCopy {
  headline: string;
  tagline: string;
  about: string;
  features: string[];
  callToAction: string;
}

/** Keywords a run asks for per competitor depth (spec §2 Settings), within the plan's limit. */
export const KEYWORD_COUNT: Record<CompetitorAnalysisDepth, number> = { basic: 10, medium: 15, comprehensive: 20 };

/** How many keywords a run asks for: the depth's count, within the plan's limit when there is one. */
export function keywordCount(input: Pick<ResearchInput, 'options'>): number {
  const byDepth = KEYWORD_COUNT[input.options.competitorAnalysisDepth];
  const limit = input.options.keywordLimit;
  return limit && limit > 0 ? Math.min(byDepth, limit) : byDepth;
}

/**
 * The description step without a model: the user's own words, nothing written for them. The name and
 * category are theirs; the notes (what they typed about the idea) start the description for them to
 * complete in the guided template; who it is for and the features stay empty until they write them.
 */
export function userWordsDescription(input: IdeaInput): IdeaDescription {
  return {
    name: input.name.trim(),
    description: input.notes?.trim() ?? '',
    category: knownCategory(input.category) ?? input.category?.trim() ?? 'Other',
    targetMarket: '',
    keyFeatures: [],
  };
}

/**
 * Website copy from the project's own text only (no model): the name, the user's description and features,
 * shortened to the limits the owner's edits must respect, so the draft can always be saved as it is.
 */
export function userWordsWebsiteCopy(input: {
  name: string;
  description: string | null;
  keyFeatures: string[];
  targetMarket: string | null;
}): WebsiteCopy {
  return withinWebsiteCopyLimits({
    headline: input.name.trim(),
    tagline: input.targetMarket?.trim() ?? '',
    about: input.description?.trim() ?? '',
    features: input.keyFeatures,
    callToAction: 'Get in touch',
  });
}
