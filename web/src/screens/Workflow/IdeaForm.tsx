import styled from '@emotion/styled';
import type { FormEvent } from 'react';
import { Button } from '../../components/Button.js';
import { SelectField, TextAreaField, TextField } from '../../components/forms.js';
import { CheckIcon, LightbulbIcon, SparklesIcon } from '../../components/icons.js';
import { CATEGORY_OPTIONS } from '../../components/preferences.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Badge, Card, CardDescription, CardHeader, CardTitle, IconBubble, Stack } from '../../components/ui.js';
import type { Basis, DataSource, GenerateIdeaDescriptionMutation } from '../../generated/graphql.js';
import { BasisBadge, SampleDataNotice } from '../../components/Provenance.js';
import { customerReason } from '../../components/customerLanguage.js';

/** The server's limit on a project name. */
export const IDEA_NAME_MAX = 120;
/** The server's limit on notes. */
export const IDEA_NOTES_MAX = 2000;

export interface IdeaFormValues {
  name: string;
  category: string;
  notes: string;
}

/** A description awaiting confirmation: freshly generated, or the loaded project's own (Edit & Refine). */
export type DraftDescription = Omit<GenerateIdeaDescriptionMutation['generateIdeaDescription'], 'source' | 'basis' | 'fallbackReason' | '__typename'> & {
  source: DataSource | null;
  /** How the description was written (null when it is the saved project's own text). */
  basis?: Basis | null;
  fallbackReason?: string | null;
  notes: string | null;
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** Step 1: name (required), category and notes; Generate asks the AI for a description. */
export function IdeaForm({
  values,
  onChange,
  onGenerate,
  generating,
  editing,
  onCancelEdit,
  onDiscard,
}: {
  values: IdeaFormValues;
  onChange: (values: IdeaFormValues) => void;
  onGenerate: () => void;
  generating: boolean;
  editing: boolean;
  onCancelEdit: () => void;
  /** Clears a new idea's form and description (kept across reloads until confirmed or discarded). */
  onDiscard: (() => void) | null;
}) {
  // Too long is said by the counters and blocks Generate; nothing is cut.
  const canGenerate = values.name.trim() !== '' && !generating && values.name.length <= IDEA_NAME_MAX && values.notes.length <= IDEA_NOTES_MAX;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (canGenerate) onGenerate();
  }
  return (
    <Card aria-labelledby="idea-form-title">
      <CardHeader>
        <IconBubble>
          <LightbulbIcon />
        </IconBubble>
        <div>
          <CardTitle id="idea-form-title">{editing ? 'Edit & Refine Your Idea' : 'Describe Your Idea'}</CardTitle>
          <CardDescription>Give your idea a name; AI writes a business description for you to confirm.</CardDescription>
        </div>
      </CardHeader>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <TextField
            label="Idea name"
            required
            placeholder="e.g. BrewCrate - craft coffee subscription"
            value={values.name}
            onChange={(event) => onChange({ ...values, name: event.target.value })}
            characterLimit={IDEA_NAME_MAX}
          />
          <SelectField label="Category" value={values.category} onChange={(event) => onChange({ ...values, category: event.target.value })}>
            <option value="">Select a category</option>
            {CATEGORY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Notes"
            optional
            placeholder="Target customers, pricing ideas, anything the research should know"
            value={values.notes}
            onChange={(event) => onChange({ ...values, notes: event.target.value })}
            characterLimit={IDEA_NOTES_MAX}
          />
          <Actions>
            <Button type="submit" disabled={!canGenerate}>
              {generating ? <SpinnerIcon diameter={16} aria-hidden="true" /> : <SparklesIcon size={16} />}
              {generating ? 'Generating...' : editing ? 'Regenerate Description' : 'Generate Description'}
            </Button>
            {editing ? (
              <Button variant="ghost" onClick={onCancelEdit}>
                Cancel
              </Button>
            ) : onDiscard ? (
              <Button variant="ghost" onClick={onDiscard} disabled={generating}>
                Discard Draft
              </Button>
            ) : null}
          </Actions>
        </Stack>
      </form>
    </Card>
  );
}

const FeatureList = styled.ul`
  margin: ${({ theme }) => theme.space(1, 0, 0)};
  padding-left: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FieldName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** The generated description, confirmed to create (or update) the project. */
export function DescriptionCard({
  draft,
  onConfirm,
  confirming,
  editing,
}: {
  draft: DraftDescription;
  onConfirm: () => void;
  confirming: boolean;
  editing: boolean;
}) {
  return (
    <Card aria-labelledby="description-title">
      <CardHeader css={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <div>
          <CardTitle id="description-title">{draft.name}</CardTitle>
          <CardDescription>
            {draft.category ? <Badge tone="primary">{draft.category}</Badge> : null} <BasisBadge basis={draft.basis} />
          </CardDescription>
        </div>
      </CardHeader>
      {draft.basis === 'SAMPLE' ? <SampleDataNotice compact reason={customerReason('description', draft.fallbackReason)} /> : null}
      <Stack gap={4}>
        <div>
          <FieldName>Description</FieldName>
          <Text>{draft.description}</Text>
        </div>
        <div>
          <FieldName>Target market</FieldName>
          <Text>{draft.targetMarket}</Text>
        </div>
        {draft.keyFeatures.length > 0 ? (
          <div>
            <FieldName>Key features</FieldName>
            <FeatureList>
              {draft.keyFeatures.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </FeatureList>
          </div>
        ) : null}
        {draft.notes ? (
          <div>
            <FieldName>Notes</FieldName>
            <Text>{draft.notes}</Text>
          </div>
        ) : null}
        <Actions>
          <Button onClick={onConfirm} disabled={confirming || draft.name.trim() === ''}>
            {confirming ? <SpinnerIcon diameter={16} aria-hidden="true" /> : <CheckIcon size={16} />}
            {editing ? 'Confirm & Restart Research' : 'Confirm & Start Research'}
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}
