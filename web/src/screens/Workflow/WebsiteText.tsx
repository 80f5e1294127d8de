import styled from '@emotion/styled';
import { TextAreaField, TextField, withinLimit } from '../../components/forms.js';
import { AlertIcon, InfoIcon } from '../../components/icons.js';
import { Notice } from '../../components/ui.js';
import type { WebsiteCopyInput, WebsiteFieldsFragment } from '../../generated/graphql.js';

/** The server's limits (api/src/websites/website-copy-input.ts). */
export const HEADLINE_LIMIT = 120;
export const TAGLINE_LIMIT = 240;
export const ABOUT_LIMIT = 1500;
export const FEATURE_LIMIT = 200;
export const FEATURES_MAX = 6;

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

/** The problem that keeps the text from being saved (the server's rules), or null. */
export function textProblem(draft: WebsiteTextDraft): string | null {
  const input = copyInput(draft);
  if (!input.headline) return 'A headline is required.';
  if (!withinLimit(input.headline, HEADLINE_LIMIT) || !withinLimit(input.tagline, TAGLINE_LIMIT) || !withinLimit(input.about, ABOUT_LIMIT))
    return null; // each field's counter says what to remove
  if (input.features.length > FEATURES_MAX) return `At most ${FEATURES_MAX} features.`;
  if (input.features.some((feature) => feature.length > FEATURE_LIMIT)) return `Each feature must be at most ${FEATURE_LIMIT} characters.`;
  return null;
}

/** Whether the draft can be saved as typed. */
export function textSavable(draft: WebsiteTextDraft): boolean {
  const input = copyInput(draft);
  return (
    textProblem(draft) === null &&
    input.headline !== '' &&
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

const Problem = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};
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
  const problem = textProblem(draft);
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
        hint={`One per line, up to ${FEATURES_MAX}.`}
        value={draft.features}
        onChange={(event) => onChange({ ...draft, features: event.target.value })}
      />
      {problem ? <Problem role="alert">{problem}</Problem> : null}
    </Section>
  );
}
