import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent, type Ref } from 'react';
import { Button } from '../../components/Button.js';
import { SelectField, TextAreaField, TextField } from '../../components/forms.js';
import { AlertIcon, CheckIcon, LightbulbIcon, SparklesIcon } from '../../components/icons.js';
import { CATEGORY_OPTIONS } from '../../components/preferences.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Badge, Card, CardDescription, CardHeader, CardTitle, IconBubble, Notice, Stack } from '../../components/ui.js';
import type { Basis, DataSource, GenerateIdeaDescriptionMutation, ProvenanceFragment } from '../../generated/graphql.js';
import { BasisBadge, SampleDataNotice } from '../../components/Provenance.js';
import { customerReason } from '@ideascope/shared';
import { describedBy, type GuidedParts } from './ownWords.js';

/** The server's limit on a project name. */
export const IDEA_NAME_MAX = 120;
/** The server's limit on notes. */
export const IDEA_NOTES_MAX = 2000;

export interface IdeaFormValues {
  name: string;
  category: string;
  notes: string;
}

/** A description awaiting confirmation: a model's draft, the user's own words (source USER), or the loaded project's own (Edit & Refine). */
export type DraftDescription = Omit<
  GenerateIdeaDescriptionMutation['generateIdeaDescription'],
  'source' | 'basis' | 'fallbackReason' | 'provenance' | '__typename'
> & {
  source: DataSource | null;
  /** Which provider (and model) wrote a draft, and when. */
  provenance?: ProvenanceFragment | null;
  /** How the description was written (null when it is the saved project's own text). */
  basis?: Basis | null;
  fallbackReason?: string | null;
  notes: string | null;
  /** The user has changed the description, target market or features since it arrived (regenerating keeps or asks). */
  edited?: boolean;
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
  headingRef,
}: {
  values: IdeaFormValues;
  onChange: (values: IdeaFormValues) => void;
  onGenerate: () => void;
  generating: boolean;
  editing: boolean;
  onCancelEdit: () => void;
  /** Clears a new idea's form and description (kept across reloads until confirmed or discarded). */
  onDiscard: (() => void) | null;
  /** The heading, which takes the focus when this form replaces the view the user acted in. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  // Too long is said by the counters and blocks Generate; nothing is cut.
  const canGenerate =
    values.name.trim() !== '' && !generating && values.name.length <= IDEA_NAME_MAX && values.notes.length <= IDEA_NOTES_MAX;
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
          <CardTitle id="idea-form-title" ref={headingRef} tabIndex={-1}>
            {editing ? 'Edit & Refine Your Idea' : 'Describe Your Idea'}
          </CardTitle>
          <CardDescription>
            Give your idea a name, then shape its description: an AI draft when AI is available, otherwise a short guide for your own words.
            Edit it before you confirm.
          </CardDescription>
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

function featureLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The description awaiting confirmation, editable in place. Without a model (source USER) it is the
 * user's own description: a short guided template (who it is for, the problem, the solution, how it
 * earns money), prefilled only with what they typed. A model's draft is labelled as such and can be
 * edited the same way before it becomes theirs.
 */
export function DescriptionCard({
  draft,
  onChange,
  onConfirm,
  confirming,
  editing,
}: {
  draft: DraftDescription;
  onChange: (draft: DraftDescription) => void;
  onConfirm: () => void;
  confirming: boolean;
  editing: boolean;
}) {
  const own = draft.source === 'USER';
  const [parts, setParts] = useState<GuidedParts>(() => ({ problem: '', solution: draft.description, earning: '' }));
  const [featuresText, setFeaturesText] = useState(() => draft.keyFeatures.join('\n'));
  // A new draft (generated again, or a project loaded) replaces what the fields hold.
  useEffect(() => {
    if (featureLines(featuresText).join('\n') !== draft.keyFeatures.join('\n')) setFeaturesText(draft.keyFeatures.join('\n'));
    if (own && describedBy(parts) !== draft.description.trim()) {
      // The field shows the text as it came (confirming ends it as a sentence, see projectInput).
      const arrived = { problem: '', solution: draft.description, earning: '' };
      if (describedBy(arrived) !== describedBy(parts)) setParts(arrived);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.description, draft.keyFeatures, own]);

  /** The user's own edit (regenerating then keeps it, or asks before replacing it). */
  function edit(next: DraftDescription) {
    onChange({ ...next, edited: true });
  }

  function editParts(next: GuidedParts) {
    setParts(next);
    edit({ ...draft, description: describedBy(next) });
  }

  return (
    <Card aria-labelledby="description-title">
      <CardHeader css={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <div>
          <CardTitle id="description-title">{draft.name}</CardTitle>
          <CardDescription>
            {draft.category ? <Badge tone="primary">{draft.category}</Badge> : null}{' '}
            {own ? (
              <Badge tone="neutral" data-testid="own-description">
                Your description
              </Badge>
            ) : draft.basis ? (
              <>
                <BasisBadge basis={draft.basis} />{' '}
                <DraftNote data-testid="ai-draft">
                  AI draft{draft.provenance?.model ? ` (${draft.provenance.model})` : ''}: edit anything before you confirm
                </DraftNote>
              </>
            ) : null}
          </CardDescription>
        </div>
      </CardHeader>
      {draft.basis === 'SAMPLE' ? <SampleDataNotice compact reason={customerReason('description', draft.fallbackReason)} /> : null}
      <Stack gap={4}>
        {own ? (
          <>
            <Text>In your own words: a sentence for each is enough. This is what the research searches for.</Text>
            <TextAreaField
              label="Who it is for"
              rows={2}
              placeholder="e.g. Dog owners who work long hours"
              value={draft.targetMarket}
              onChange={(event) => edit({ ...draft, targetMarket: event.target.value })}
              maxLength={500}
            />
            <TextAreaField
              label="The problem"
              rows={2}
              placeholder="What is hard or costly for them today?"
              value={parts.problem}
              onChange={(event) => editParts({ ...parts, problem: event.target.value })}
              maxLength={1000}
            />
            <TextAreaField
              label="The solution"
              rows={3}
              placeholder="What you offer, and how it works"
              value={parts.solution}
              onChange={(event) => editParts({ ...parts, solution: event.target.value })}
              maxLength={2000}
            />
            <TextAreaField
              label="How it earns money"
              rows={2}
              placeholder="Who pays, how much, how often"
              value={parts.earning}
              onChange={(event) => editParts({ ...parts, earning: event.target.value })}
              maxLength={500}
            />
          </>
        ) : (
          <>
            <TextAreaField
              label="Description"
              rows={4}
              value={draft.description}
              onChange={(event) => edit({ ...draft, description: event.target.value })}
              maxLength={4000}
            />
            <TextAreaField
              label="Target market"
              rows={2}
              value={draft.targetMarket}
              onChange={(event) => edit({ ...draft, targetMarket: event.target.value })}
              maxLength={500}
            />
          </>
        )}
        <TextAreaField
          label="Key features"
          optional
          hint="One per line"
          rows={3}
          value={featuresText}
          onChange={(event) => {
            setFeaturesText(event.target.value);
            edit({ ...draft, keyFeatures: featureLines(event.target.value) });
          }}
        />
        {draft.notes ? (
          <div>
            <FieldName>Notes</FieldName>
            <Text>{draft.notes}</Text>
          </div>
        ) : null}
        {draft.description.trim() === '' ? (
          <Text data-testid="description-needed">Write a sentence about the problem or your solution to start the research.</Text>
        ) : null}
        <Actions>
          <Button onClick={onConfirm} disabled={confirming || draft.name.trim() === '' || draft.description.trim() === ''}>
            {confirming ? <SpinnerIcon diameter={16} aria-hidden="true" /> : <CheckIcon size={16} />}
            {editing ? 'Confirm & Restart Research' : 'Confirm & Start Research'}
          </Button>
        </Actions>
      </Stack>
    </Card>
  );
}

const DraftNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A model's new draft is ready, and the user has edited the description: nothing they wrote is replaced unless they choose so. */
export function ReplaceDraftNotice({ onUseNew, onKeepMine }: { onUseNew: () => void; onKeepMine: () => void }) {
  return (
    <Notice tone="warning" role="alert" data-testid="replace-draft" css={{ display: 'grid', gap: 10 }}>
      <span css={{ display: 'flex', gap: 8 }}>
        <AlertIcon size={18} />
        <span>
          <strong>A new AI draft is ready.</strong> You have changed the description below: it stays as you wrote it unless you use the new
          draft instead.
        </span>
      </span>
      <span css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button size="sm" variant="secondary" onClick={onUseNew}>
          Use the new draft
        </Button>
        <Button size="sm" variant="ghost" onClick={onKeepMine}>
          Keep my text
        </Button>
      </span>
    </Notice>
  );
}
