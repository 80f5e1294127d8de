import styled from '@emotion/styled';
import { WEBSITE_COPY_LIMITS } from '@ideascope/shared';
import { TextAreaField, TextField, withinLimit } from '../../components/forms.js';
import { AlertIcon, InfoIcon } from '../../components/icons.js';
import { Notice } from '../../components/ui.js';
import type { WebsiteCopyInput, WebsiteFieldsFragment } from '../../generated/graphql.js';

/** The server's limits, one definition for both (@ideascope/shared). */
export const HEADLINE_LIMIT = WEBSITE_COPY_LIMITS.headline;
export const TAGLINE_LIMIT = WEBSITE_COPY_LIMITS.tagline;
export const ABOUT_LIMIT = WEBSITE_COPY_LIMITS.about;
export const FEATURE_LIMIT = WEBSITE_COPY_LIMITS.feature;
export const FEATURES_MAX = WEBSITE_COPY_LIMITS.features;

/** The text fields as typed: the features one per line. */
export interface WebsiteTextDraft {
  headline: string;
  tagline: string;
  about: string;
  features: string;
}

export function textDraftOf(website: WebsiteFieldsFragment): WebsiteTextDraft {
  const { headline, tagline, about, features } = website.copy;
  return { headline, tagline, about, features: features.join('\n') };
}

/** What is sent: trimmed, one feature a non-blank line. */
export function copyInput(draft: WebsiteTextDraft): WebsiteCopyInput {
  return {
    headline: draft.headline.trim(),
    tagline: draft.tagline.trim(),
    about: draft.about.trim(),
    features: draft.features
      .split('\n')
      .map((feature) => feature.trim())
      .filter(Boolean),
  };
}

/** What keeps each field from being saved (the server's rules); a text over its limit is said by its own counter. */
export interface WebsiteTextProblems {
  headline: string | null;
  features: string | null;
}

export function textProblems(draft: WebsiteTextDraft): WebsiteTextProblems {
  const input = copyInput(draft);
  return { headline: input.headline ? null : 'A headline is required.', features: featuresProblem(draft.features) };
}

/** Which feature line is too long (numbered as typed, blank lines included), or that there are too many. */
function featuresProblem(typed: string): string | null {
  const lines = typed.split('\n');
  const tooLong = lines.findIndex((line) => line.trim().length > FEATURE_LIMIT);
  if (tooLong >= 0) {
    const length = lines[tooLong]?.trim().length ?? 0;
    return `Line ${tooLong + 1} is ${length} characters long: each feature must be at most ${FEATURE_LIMIT}.`;
  }
  const count = lines.filter((line) => line.trim() !== '').length;
  if (count > FEATURES_MAX) return `At most ${FEATURES_MAX} features: there are ${count}. Remove ${count - FEATURES_MAX}.`;
  return null;
}

/** Whether the draft can be saved as typed. */
export function textSavable(draft: WebsiteTextDraft): boolean {
  const input = copyInput(draft);
  const problems = textProblems(draft);
  return (
    problems.headline === null &&
    problems.features === null &&
    withinLimit(input.headline, HEADLINE_LIMIT) &&
    withinLimit(input.tagline, TAGLINE_LIMIT) &&
    withinLimit(input.about, ABOUT_LIMIT)
  );
}

export function sameText(draft: WebsiteTextDraft, website: WebsiteFieldsFragment): boolean {
  return JSON.stringify(copyInput(draft)) === JSON.stringify(copyInput(textDraftOf(website)));
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Before a site exists: where its words will come from, and that the owner checks them first. */
export function WebsiteTextOrigin() {
  return (
    <Notice tone="info" css={{ marginTop: 16 }}>
      <InfoIcon size={16} />
      <span>
        Generating writes the headline and text from your project description, with AI when it is connected. You can check and edit them
        here before you publish.
      </span>
    </Notice>
  );
}

/** The page's headline, subheadline, about text and features: said to be AI-written when they are, and editable. */
export function WebsiteTextFields({
  website,
  draft,
  onChange,
}: {
  website: WebsiteFieldsFragment;
  draft: WebsiteTextDraft;
  onChange: (draft: WebsiteTextDraft) => void;
}) {
  const problems = textProblems(draft);
  return (
    <Section aria-labelledby="website-text-title">
      <h3 id="website-text-title">Website text</h3>
      {website.copy.draftedByAi ? (
        <Notice tone="warning" role="note" data-testid="website-text-ai-notice">
          <AlertIcon size={16} />
          <span>
            Drafted by AI: the headline and text below were written by AI from your project description. Check that every word is true of
            your business, and edit it, before you publish.
          </span>
        </Notice>
      ) : (
        <Notice tone="info" role="note">
          <InfoIcon size={16} />
          <span>The headline and text below are your project’s own words. You can edit them before you publish.</span>
        </Notice>
      )}
      <TextField
        label="Headline"
        required
        value={draft.headline}
        error={problems.headline}
        characterLimit={HEADLINE_LIMIT}
        onChange={(event) => onChange({ ...draft, headline: event.target.value })}
      />
      <TextField
        label="Subheadline"
        optional
        value={draft.tagline}
        characterLimit={TAGLINE_LIMIT}
        onChange={(event) => onChange({ ...draft, tagline: event.target.value })}
      />
      <TextAreaField
        label="About"
        optional
        rows={4}
        value={draft.about}
        characterLimit={ABOUT_LIMIT}
        onChange={(event) => onChange({ ...draft, about: event.target.value })}
      />
      <TextAreaField
        label="Features"
        optional
        rows={4}
        hint={`One per line, up to ${FEATURES_MAX}, each at most ${FEATURE_LIMIT} characters.`}
        value={draft.features}
        error={problems.features}
        onChange={(event) => onChange({ ...draft, features: event.target.value })}
      />
    </Section>
  );
}
