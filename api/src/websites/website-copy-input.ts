import { WEBSITE_COPY_LIMITS } from '@ideascope/shared';
import { z } from 'zod';
import { badInput } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';

/** One definition (shared with the web form and the generated draft). */
export const HEADLINE_MAX_LENGTH = WEBSITE_COPY_LIMITS.headline;
export const TAGLINE_MAX_LENGTH = WEBSITE_COPY_LIMITS.tagline;
export const ABOUT_MAX_LENGTH = WEBSITE_COPY_LIMITS.about;
export const FEATURE_MAX_LENGTH = WEBSITE_COPY_LIMITS.feature;
export const FEATURES_MAX_COUNT = WEBSITE_COPY_LIMITS.features;

/** The words the owner may change on the page (the call to action and the description stay as generated). */
export interface WebsiteCopyEdit {
  headline: string;
  tagline: string;
  about: string;
  features: string[];
}

/** Bounded before anything else (twice the limit, for surrounding spaces), so a huge value is refused at once. */
const text = (field: string, max: number) =>
  z
    .string({ invalid_type_error: `${field} must be text`, required_error: `${field} is required` })
    .max(max * 2, `${field} must be at most ${max} characters`);

const copyInputSchema = z.object({
  headline: text('Headline', HEADLINE_MAX_LENGTH),
  tagline: text('Subheadline', TAGLINE_MAX_LENGTH),
  about: text('About text', ABOUT_MAX_LENGTH),
  features: z
    .array(text('Each feature', FEATURE_MAX_LENGTH), {
      invalid_type_error: 'Features must be a list',
      required_error: 'Features are required',
    })
    .max(FEATURES_MAX_COUNT * 2, `At most ${FEATURES_MAX_COUNT} features`),
});

function within(value: string, max: number, field: string): string {
  const trimmed = value.trim();
  if (trimmed.length > max) throw badInput(`${field} must be at most ${max} characters`);
  return trimmed;
}

/** The owner's own words for the page, trimmed and within the limits; blank features are left out. */
export function parseWebsiteCopyEdit(input: unknown): WebsiteCopyEdit {
  const raw = parseInput(copyInputSchema, input);
  const headline = within(raw.headline, HEADLINE_MAX_LENGTH, 'Headline');
  if (!headline) throw badInput('Headline is required');
  const features = raw.features.map((feature) => within(feature, FEATURE_MAX_LENGTH, 'Each feature')).filter(Boolean);
  if (features.length > FEATURES_MAX_COUNT) throw badInput(`At most ${FEATURES_MAX_COUNT} features`);
  return {
    headline,
    tagline: within(raw.tagline, TAGLINE_MAX_LENGTH, 'Subheadline'),
    about: within(raw.about, ABOUT_MAX_LENGTH, 'About text'),
    features,
  };
}
