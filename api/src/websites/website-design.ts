import { isCssColour } from '@ideascope/shared';
import { z } from 'zod';
import { badInput } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';
import type { WebsiteFont, WebsiteLayout, WebsiteMetadata } from './website.entity.js';

export const WEBSITE_LAYOUTS: readonly WebsiteLayout[] = ['modern', 'classic', 'minimal'];
export const WEBSITE_FONTS: readonly WebsiteFont[] = ['Inter', 'Roboto', 'Open Sans', 'Lato'];
export const TITLE_MAX_LENGTH = 120;

/** Spec §9 defaults; the title defaults to the project name. */
export const DEFAULT_WEBSITE_METADATA: WebsiteMetadata = {
  primaryColor: '#3B82F6',
  secondaryColor: '#1E40AF',
  fontFamily: 'Inter',
  layout: 'modern',
};

export interface WebsiteDesign extends WebsiteMetadata {
  title: string;
}

/** What a client may send: every field optional on REST (missing ones take the defaults). */
export interface WebsiteDesignInput {
  title?: string | null;
  primaryColor?: string | null;
  secondaryColor?: string | null;
  fontFamily?: string | null;
  layout?: string | null;
}

/** Bounded before any other check, so a huge value is refused at once (the field is named in the message). */
const optionalText = (max: number) =>
  z.string({ invalid_type_error: 'must be text' }).max(max, `must be at most ${max} characters`).nullish();

const designInputSchema = z.object({
  // Trimmed, the title must then fit TITLE_MAX_LENGTH; the raw text may carry some spaces.
  title: optionalText(TITLE_MAX_LENGTH * 2),
  primaryColor: optionalText(100),
  secondaryColor: optionalText(100),
  fontFamily: optionalText(50),
  layout: optionalText(50),
});

/**
 * Validates a design and fills what is missing from `fallback` (the current design, or the defaults
 * with the project name as title). Only colours that pass isCssColour and names from the lists pass.
 */
export function parseWebsiteDesign(input: unknown, fallback: WebsiteDesign): WebsiteDesign {
  const raw = parseInput(designInputSchema, input);
  const title = raw.title == null ? fallback.title : raw.title.trim();
  if (!title) throw badInput('Title is required');
  if (title.length > TITLE_MAX_LENGTH) throw badInput(`Title must be at most ${TITLE_MAX_LENGTH} characters`);

  const primaryColor = parseColour(raw.primaryColor, fallback.primaryColor);
  const secondaryColor = parseColour(raw.secondaryColor, fallback.secondaryColor);

  const fontFamily = raw.fontFamily == null ? fallback.fontFamily : WEBSITE_FONTS.find((font) => font === raw.fontFamily?.trim());
  if (!fontFamily) throw badInput(`Font must be one of ${WEBSITE_FONTS.join(', ')}`);

  const layout = raw.layout == null ? fallback.layout : WEBSITE_LAYOUTS.find((name) => name === raw.layout?.trim().toLowerCase());
  if (!layout) throw badInput(`Layout must be one of ${WEBSITE_LAYOUTS.join(', ')}`);

  return { title, primaryColor, secondaryColor, fontFamily, layout };
}

function parseColour(value: string | null | undefined, fallback: string): string {
  if (value == null) return fallback;
  const colour = value.trim();
  if (!isCssColour(colour)) throw badInput('Invalid colour');
  return colour;
}
