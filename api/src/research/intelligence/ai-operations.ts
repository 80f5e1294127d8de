import { withinWebsiteCopyLimits } from '@ideascope/shared';
import type { z } from 'zod';
import {
  COMPETITOR_COUNT_RANGE,
  type Competitor,
  type IdeaDescription,
  type IdeaInput,
  type Keyword,
  type ResearchInput,
} from '../research.types.js';
import { estimated } from '../provenance.js';
import type { AiRequest } from './ai-provider.js';
import { InvalidAnswer } from './ai-provider.js';
import { competitorsAnswer, descriptionAnswer, keywordsAnswer, websiteCopyAnswer } from './ai-schemas.js';
import { CATEGORIES } from '../idea-text/vocabulary.js';
import { keywordCount, userWordsWebsiteCopy, type WebsiteCopy } from './user-words.js';
import { withoutUnsupportedClaims } from './website-copy-claims.js';

/** The prompt and answer check of each AI operation. */

const ANALYST =
  'You are a meticulous market research analyst helping an entrepreneur validate a business idea. ' +
  'Be concrete and realistic, prefer real, well-known companies and data where you know them, and never invent certainty: ' +
  "numbers are estimates. The idea is what its name and description say; the notes are the founder's context (audience, " +
  "pricing, place) and never replace the idea's subject. Answer only with JSON that follows the given schema.";

type Meta = { userId: string | null; projectId: string | null };

function ideaBrief(input: ResearchInput): string {
  return JSON.stringify(
    {
      name: input.name,
      category: input.category,
      description: input.description,
      targetMarket: input.targetMarket,
      keyFeatures: input.keyFeatures,
      notes: input.notes,
    },
    null,
    2,
  );
}

function filled(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw new InvalidAnswer('a required text is empty');
  return trimmed;
}

function list(values: string[], min: number, max: number, what: string): string[] {
  const cleaned = values.map((value) => value.trim()).filter(Boolean);
  if (cleaned.length < min) throw new InvalidAnswer(`expected at least ${min} ${what}, got ${cleaned.length}`);
  return cleaned.slice(0, max);
}

export function describeIdeaRequest(idea: IdeaInput, meta: Meta): AiRequest<z.infer<typeof descriptionAnswer>, IdeaDescription> {
  return {
    operation: 'generate-description',
    ...meta,
    system: ANALYST,
    prompt:
      `Write a business description for this idea.\nIdea name: ${idea.name}\nCategory: ${idea.category ?? '(choose one)'}\nNotes: ${idea.notes ?? '(none)'}\n\n` +
      `Return: name (the idea name, tidied), description (3-4 sentences: the problem, the solution, who pays and how), ` +
      `category (keep the given one, else one of: ${CATEGORIES.join(', ')}), targetMarket (one specific sentence), keyFeatures (4-6 short feature names).`,
    answer: descriptionAnswer,
    accept: (answer) => ({
      name: filled(answer.name),
      description: filled(answer.description),
      category: idea.category?.trim() || filled(answer.category),
      targetMarket: filled(answer.targetMarket),
      keyFeatures: list(answer.keyFeatures, 1, 8, 'key features'),
    }),
  };
}

export function competitorsRequest(input: ResearchInput): AiRequest<z.infer<typeof competitorsAnswer>, Competitor[]> {
  const [min, max] = COMPETITOR_COUNT_RANGE[input.options.competitorAnalysisDepth];
  return {
    operation: 'competitors',
    userId: input.userId,
    projectId: input.projectId,
    signal: input.signal,
    system: ANALYST,
    prompt:
      `Analyse the competition for this business idea:\n${ideaBrief(input)}\n\n` +
      `List between ${min} and ${max} competitors (direct competitors first, then close substitutes). For each: name, ` +
      `a one-sentence description, 2-4 strengths and 2-4 weaknesses.`,
    answer: competitorsAnswer,
    accept: (answer, answeredBy) => {
      if (answer.competitors.length < min)
        throw new InvalidAnswer(`expected at least ${min} competitors, got ${answer.competitors.length}`);
      // From the model's memory, not a search: every field is an estimate, and so labelled. No website (a remembered
      // URL is no company's confirmed site) and no market share (a figure no source measured), even if it sends them.
      return answer.competitors.slice(0, max).map((competitor) => ({
        name: filled(competitor.name),
        website: null,
        description: filled(competitor.description),
        strengths: list(competitor.strengths, 1, 6, 'strengths'),
        weaknesses: list(competitor.weaknesses, 1, 6, 'weaknesses'),
        marketShare: null,
        assessmentBasis: 'ESTIMATED' as const,
        ...estimated(answeredBy?.provider, undefined, answeredBy?.model),
      }));
    },
  };
}

export function keywordsRequest(input: ResearchInput): AiRequest<z.infer<typeof keywordsAnswer>, Keyword[]> {
  const count = keywordCount(input);
  return {
    operation: 'keywords',
    userId: input.userId,
    projectId: input.projectId,
    signal: input.signal,
    system: ANALYST,
    prompt:
      `Do keyword research for this business idea:\n${ideaBrief(input)}\n\n` +
      `List ${count} search keywords a customer would type, mixing broad and long-tail ones. Give only the keyword phrases: ` +
      `no search volumes, costs per click, difficulty or trends (those are measured elsewhere, never guessed).`,
    answer: keywordsAnswer,
    accept: (answer, answeredBy) => {
      const minimum = Math.ceil(count / 2);
      if (answer.keywords.length < minimum) throw new InvalidAnswer(`expected at least ${minimum} keywords, got ${answer.keywords.length}`);
      return answer.keywords.slice(0, count).map((keyword) => ({
        keyword: filled(keyword.keyword),
        // The model's words only: no source measured these keywords, so they have no figures.
        searchVolume: null,
        difficulty: null,
        cpc: null,
        trend: null,
        ...estimated(answeredBy?.provider, undefined, answeredBy?.model),
      }));
    },
  };
}

export interface WebsiteCopyRequestInput extends Meta {
  name: string;
  description: string | null;
  keyFeatures: string[];
  targetMarket: string | null;
}

export function websiteCopyRequest(input: WebsiteCopyRequestInput): AiRequest<z.infer<typeof websiteCopyAnswer>, WebsiteCopy> {
  const facts = { name: input.name, description: input.description, keyFeatures: input.keyFeatures, targetMarket: input.targetMarket };
  const source = [input.name, input.description ?? '', input.targetMarket ?? '', ...input.keyFeatures].join('\n');
  return {
    operation: 'website-copy',
    userId: input.userId,
    projectId: input.projectId,
    system:
      'You are a copywriter writing a one-page website for a new business that has not launched yet. Plain, clear and specific; no hype. ' +
      'Say only what the business description states: it is published as the owner’s own words. Answer only with JSON that follows the given schema.',
    prompt:
      `Write the copy for this business's one-page website from its confirmed description:\n${JSON.stringify(facts, null, 2)}\n\n` +
      'Return headline (at most 10 words), tagline (one sentence), about (2-3 sentences), features (3-6 one-line benefits of the listed ' +
      'key features or of what the description says), callToAction (2-4 words, such as "Join the waitlist").\n' +
      'Stay within what the description above says. Never invent facts: no numbers, percentages, prices, discounts or free trials, ' +
      'no customer or user counts ("trusted by", "thousands of"), no testimonials, quotes, reviews or ratings, no awards, ' +
      'certifications or press mentions, no guarantees, and no features, places or dates the description does not state.',
    answer: websiteCopyAnswer,
    accept: (answer) =>
      // Within the limits the owner's edits must respect, so the draft can be saved as it is.
      withinWebsiteCopyLimits(
        // The prompt asks; this makes sure: a claim the description does not make never reaches the public page.
        withoutUnsupportedClaims(
          {
            headline: filled(answer.headline),
            tagline: filled(answer.tagline),
            about: filled(answer.about),
            features: list(answer.features, 1, 6, 'features'),
            callToAction: filled(answer.callToAction),
          },
          source,
          userWordsWebsiteCopy(input),
        ),
      ),
  };
}
