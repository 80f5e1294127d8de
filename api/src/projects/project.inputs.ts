import { z } from 'zod';

/** Spec §3 category options; any other category is free text up to 60 characters. */
export const CATEGORY_OPTIONS = ['SaaS/Software', 'E-commerce', 'Mobile App', 'Service Business', 'Content/Media', 'Other'] as const;

export const NAME_MAX = 120;
export const NOTES_MAX = 2000;
export const CATEGORY_MAX = 60;
const DESCRIPTION_MAX = 5000;
const TARGET_MARKET_MAX = 500;
const FEATURE_MAX = 200;
const FEATURES_MAX = 20;

/** Text under `label`, with its required and not-text messages. */
export const text = (label: string) => z.string({ required_error: `${label} is required`, invalid_type_error: `${label} must be text` });

const name = text('Name').trim().min(1, 'Name is required').max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`);

const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** One of the spec's options (matched case-insensitively, stored as spelled there) or free text. */
const category = optionalText('Category', CATEGORY_MAX).transform(
  (value) => (value && CATEGORY_OPTIONS.find((option) => option.toLowerCase() === value.toLowerCase())) ?? value,
);

const keyFeatures = z
  .array(
    text('Key feature')
      .trim()
      .min(1, 'Key features must not be blank')
      .max(FEATURE_MAX, `Key features must be at most ${FEATURE_MAX} characters each`),
    {
      invalid_type_error: 'Key features must be a list of text',
    },
  )
  .max(FEATURES_MAX, `At most ${FEATURES_MAX} key features`)
  .nullish()
  .transform((value) => value ?? []);

export const generateIdeaInput = z.object({
  name,
  category,
  notes: optionalText('Notes', NOTES_MAX),
});

export const projectInput = z.object({
  name,
  category,
  description: text('Description')
    .trim()
    .min(1, 'Description is required')
    .max(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
  targetMarket: optionalText('Target market', TARGET_MARKET_MAX),
  keyFeatures,
  notes: optionalText('Notes', NOTES_MAX),
});

/** A partial edit (PATCH): only the fields given change; the description may not become blank. */
export const projectPatch = projectInput.partial().extend({
  keyFeatures: keyFeatures.optional(),
});
