import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, ButtonAnchor } from '../../components/Button.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { useFocusAfter } from '../../components/focusAfter.js';
import { SelectField, TextField, Label, Input } from '../../components/forms.js';
import { AlertIcon, GlobeIcon } from '../../components/icons.js';
import { isCssColour, swatchHex } from '../../components/cssColour.js';
import { notify } from '../../components/notify.js';
import { notifyPlanLimitOr } from '../../components/planLimit.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Badge, Card, CardDescription, CardHeader, CardTitle, IconBubble, Notice } from '../../components/ui.js';
import {
  DemandTestDocument,
  WebsiteStatusDocument,
  useGenerateWebsiteMutation,
  usePublishWebsiteMutation,
  useUnpublishWebsiteMutation,
  useUpdateWebsiteMutation,
  useWebsiteStatusQuery,
  type WebsiteDesignInput,
  type WebsiteFieldsFragment,
} from '../../generated/graphql.js';
import { EVERY_READ_ASKS_THE_SERVER } from './freshReads.js';
import {
  copyInput,
  sameText,
  textDraftOf,
  textSavable,
  WebsiteTextFields,
  WebsiteTextOrigin,
  type WebsiteTextDraft,
} from './WebsiteText.js';

/** Spec §9 website defaults. */
const DEFAULT_DESIGN = { primaryColor: '#3B82F6', secondaryColor: '#1E40AF', fontFamily: 'Inter', layout: 'modern' };
const FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato'];
const LAYOUTS = ['modern', 'classic', 'minimal'];

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const ColourRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  input[type='color'] {
    flex-shrink: 0;
    width: 44px;
    height: 44px;
    padding: 2px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const SaveFirst = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
  border: 0;
  padding: 0;
  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    cursor: pointer;
  }
  input {
    margin-top: 3px;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/** The saved design as form values: named fields only (the cached metadata also carries __typename, which the input type refuses). */
function savedDesign(website: WebsiteFieldsFragment): WebsiteDesignInput {
  const { primaryColor, secondaryColor, fontFamily, layout } = website.metadata;
  return { title: website.title, primaryColor, secondaryColor, fontFamily, layout };
}

/** What is sent: exactly the WebsiteDesignInput fields, trimmed. */
export function designInput(design: WebsiteDesignInput): WebsiteDesignInput {
  return {
    title: design.title.trim(),
    primaryColor: design.primaryColor.trim(),
    secondaryColor: design.secondaryColor.trim(),
    fontFamily: design.fontFamily,
    layout: design.layout,
  };
}

const FieldError = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** A picker and free text; the picker shows named and functional colours too, and an invalid one is named under the field. */
function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  const valid = isCssColour(value);
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <ColourRow>
        <input
          type="color"
          aria-label={`${label} picker`}
          value={swatchHex(value) ?? '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <Input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="#3B82F6"
          maxLength={64}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : errorId}
        />
      </ColourRow>
      {valid ? null : <FieldError id={errorId}>Invalid colour</FieldError>}
    </div>
  );
}

/** Generate, update or regenerate, publish and unpublish the project's one-page site. */
export function WebsiteGenerator({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { data, loading } = useWebsiteStatusQuery({ variables: { projectId }, context: EVERY_READ_ASKS_THE_SERVER });
  const refetchQueries = [
    { query: WebsiteStatusDocument, variables: { projectId } },
    { query: DemandTestDocument, variables: { projectId } },
  ];
  const [generateWebsite, generating] = useGenerateWebsiteMutation({ refetchQueries, awaitRefetchQueries: true });
  const [updateWebsite, updating] = useUpdateWebsiteMutation({ refetchQueries, awaitRefetchQueries: true });
  const [saveWebsiteText, savingText] = useUpdateWebsiteMutation({ refetchQueries, awaitRefetchQueries: true });
  const [publishWebsite, publishing] = usePublishWebsiteMutation({ refetchQueries, awaitRefetchQueries: true });
  const [unpublishWebsite, unpublishing] = useUnpublishWebsiteMutation({ refetchQueries, awaitRefetchQueries: true });

  const website = data?.websiteStatus.websites[0] ?? null;
  const hasChanges = data?.websiteStatus.hasChanges ?? false;
  const [design, setDesign] = useState<WebsiteDesignInput>({ title: projectName, ...DEFAULT_DESIGN });
  const [text, setText] = useState<WebsiteTextDraft | null>(null);

  // The form shows the saved design once it is known (and resets when another project loads).
  const websiteId = website?.id ?? null;
  useEffect(() => {
    if (website) setDesign(savedDesign(website));
    else setDesign({ title: projectName, ...DEFAULT_DESIGN });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [websiteId, projectName]);

  // The text fields show the draft's words, again whenever the server's words change (generated, updated,
  // saved) or another site loads; words the owner is still editing are never thrown away.
  const savedWords = website ? JSON.stringify(copyInput(textDraftOf(website))) : null;
  const fieldsFrom = useRef<{ websiteId: string | null; words: string | null }>({ websiteId: null, words: null });
  useEffect(() => {
    const previous = fieldsFrom.current;
    fieldsFrom.current = { websiteId, words: savedWords };
    setText((current) => {
      if (!website) return null;
      const typed = current ? JSON.stringify(copyInput(current)) : null;
      const unsaved = previous.websiteId === websiteId && typed !== null && typed !== previous.words && typed !== savedWords;
      return unsaved ? current : textDraftOf(website);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [websiteId, savedWords]);
  const textEdited = website !== null && text !== null && !sameText(text, website);
  // Regenerate and Update Website ask first when the words are the owner's (AI drafts are rewritten as before).
  const [confirming, setConfirming] = useState<'regenerate' | 'update' | null>(null);
  const [keepText, setKeepText] = useState(true);

  const publishFocus = useFocusAfter<HTMLButtonElement>();
  const unpublishFocus = useFocusAfter<HTMLButtonElement>();

  const busy = generating.loading || updating.loading || savingText.loading || publishing.loading || unpublishing.loading;
  // Buttons wait for a title and valid colours (the server's rules).
  const incomplete = design.title.trim() === '' || !isCssColour(design.primaryColor) || !isCssColour(design.secondaryColor);
  const input = designInput(design);
  // Design changes not saved yet: Publish saves them first, so what the form shows is what goes live. While the project
  // has changed, saving would also rewrite the draft's words, so Update Website (which asks about the owner's words) comes first.
  const designEdited = website !== null && JSON.stringify(input) !== JSON.stringify(designInput(savedDesign(website)));
  const designWaits = designEdited && (hasChanges || incomplete);

  async function generate() {
    try {
      await generateWebsite({ variables: { projectId, input } });
      notify.success('Website Generated!', 'Your website is ready to preview.');
    } catch (error) {
      notifyPlanLimitOr(error, () => notify.error('Generation Failed', 'Failed to generate website.'));
    }
  }

  async function update() {
    if (!website) return;
    try {
      await updateWebsite({ variables: { id: website.id, input, copy: null } });
      notify.success('Website Updated!', 'Your website now shows the latest design and research.');
    } catch (error) {
      notifyPlanLimitOr(error, () => notify.error('Update Failed', 'Failed to update website.'));
    }
  }

  /** The design and the project's changes, with the saved words kept as they are (the server keeps what it is sent). */
  async function applyKeepingText() {
    if (!website) return;
    try {
      await updateWebsite({ variables: { id: website.id, input, copy: copyInput(textDraftOf(website)) } });
      notify.success('Website Updated!', 'Your text is kept; the draft has the new design and your latest project details.');
    } catch (error) {
      notifyPlanLimitOr(error, () => notify.error('Update Failed', 'Failed to update website.'));
    }
  }

  function regenerateOrUpdate(action: 'regenerate' | 'update') {
    if (website && !website.copy.draftedByAi) {
      setKeepText(true);
      setConfirming(action);
      return;
    }
    void (action === 'update' ? update() : generate());
  }

  async function confirmRegenerateOrUpdate() {
    const action = confirming;
    setConfirming(null);
    if (keepText) await applyKeepingText();
    else if (action === 'update') await update();
    else await generate();
  }

  function discardText() {
    if (website) setText(textDraftOf(website));
  }

  async function saveText() {
    if (!website || !text) return;
    try {
      await saveWebsiteText({ variables: { id: website.id, input, copy: copyInput(text) } });
      notify.success('Website Updated!', 'Your text is saved in the draft. Preview it, then publish.');
    } catch (error) {
      notifyPlanLimitOr(error, () => notify.error('Update Failed', 'Failed to update website.'));
    }
  }

  /** The form's design into the draft, its words kept as they are (an AI draft stays an AI draft); false when that failed. */
  async function saveDesign(): Promise<boolean> {
    if (!website) return false;
    try {
      const copy = website.copy.draftedByAi ? null : copyInput(textDraftOf(website));
      await updateWebsite({ variables: { id: website.id, input, copy } });
      return true;
    } catch (error) {
      notifyPlanLimitOr(error, () => notify.error('Update Failed', 'Failed to update website.'));
      return false;
    }
  }

  async function setPublished(publish: boolean) {
    if (!website) return;
    // Publish (Changes) and Unpublish replace each other: the one that stays or comes takes the focus.
    const pressed = document.activeElement;
    if (publish && designEdited && !(await saveDesign())) return;
    try {
      if (publish) {
        await publishWebsite({ variables: { id: website.id } });
        unpublishFocus.request(pressed);
        notify.success('Website Published!', 'Your website is live.');
      } else {
        await unpublishWebsite({ variables: { id: website.id } });
        publishFocus.request(pressed);
        notify.success('Website Unpublished', 'Your website is a draft again.');
      }
    } catch (error) {
      notifyPlanLimitOr(error, () => notify.error('Publish Error', 'Failed to update publish status.'));
    }
  }

  return (
    <Card aria-labelledby="website-generator-title">
      <CardHeader css={{ flexWrap: 'wrap' }}>
        <IconBubble>
          <GlobeIcon />
        </IconBubble>
        <div css={{ flex: 1, minWidth: 0 }}>
          <CardTitle id="website-generator-title">Website Generator</CardTitle>
          <CardDescription>Turn this idea into a one-page website and publish it.</CardDescription>
        </div>
        {website ? <Badge tone={website.isPublished ? 'success' : 'neutral'}>{website.isPublished ? 'Published' : 'Draft'}</Badge> : null}
      </CardHeader>
      {loading && !data ? (
        <SpinnerIcon aria-label="Loading website" />
      ) : (
        <>
          {website?.isPublished && website.hasUnpublishedChanges ? (
            <Notice tone="info" role="status" css={{ marginBottom: 16 }}>
              Your changes are in a draft: the live site still shows the last published version. Preview the draft, then publish your
              changes.
            </Notice>
          ) : null}
          {website && hasChanges ? (
            <Notice tone="warning" role="status" css={{ marginBottom: 16 }}>
              <AlertIcon size={16} />
              Your project data has changed since this website was generated. Update the website to include the latest research.
            </Notice>
          ) : null}
          <Grid>
            <div css={{ gridColumn: '1 / -1' }}>
              <TextField
                label="Website title"
                required
                value={design.title}
                onChange={(event) => setDesign({ ...design, title: event.target.value })}
                maxLength={120}
              />
            </div>
            <ColourField
              label="Primary colour"
              value={design.primaryColor}
              onChange={(primaryColor) => setDesign({ ...design, primaryColor })}
            />
            <ColourField
              label="Secondary colour"
              value={design.secondaryColor}
              onChange={(secondaryColor) => setDesign({ ...design, secondaryColor })}
            />
            <SelectField
              label="Font"
              value={design.fontFamily}
              onChange={(event) => setDesign({ ...design, fontFamily: event.target.value })}
            >
              {FONTS.map((font) => (
                <option key={font} value={font}>
                  {font}
                </option>
              ))}
            </SelectField>
            <SelectField label="Layout" value={design.layout} onChange={(event) => setDesign({ ...design, layout: event.target.value })}>
              {LAYOUTS.map((layout) => (
                <option key={layout} value={layout}>
                  {layout.charAt(0).toUpperCase() + layout.slice(1)}
                </option>
              ))}
            </SelectField>
          </Grid>
          {website && text ? <WebsiteTextFields website={website} draft={text} onChange={setText} /> : <WebsiteTextOrigin />}
          <Actions>
            {!website ? (
              <Button onClick={generate} disabled={busy || incomplete}>
                {generating.loading ? <SpinnerIcon diameter={16} aria-hidden="true" /> : null}
                Generate Website
              </Button>
            ) : hasChanges ? (
              <Button onClick={() => regenerateOrUpdate('update')} disabled={busy || incomplete || textEdited}>
                {updating.loading ? <SpinnerIcon diameter={16} aria-hidden="true" /> : null}
                Update Website
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => regenerateOrUpdate('regenerate')} disabled={busy || incomplete || textEdited}>
                {generating.loading ? <SpinnerIcon diameter={16} aria-hidden="true" /> : null}
                Regenerate
              </Button>
            )}
            {website ? (
              <Button variant="secondary" onClick={saveText} disabled={busy || incomplete || !textEdited || !text || !textSavable(text)}>
                {savingText.loading ? <SpinnerIcon diameter={16} aria-hidden="true" /> : null}
                Save Text
              </Button>
            ) : null}
            {textEdited ? (
              <Button variant="ghost" onClick={discardText} disabled={busy}>
                Discard changes
              </Button>
            ) : null}
            {website && !website.isPublished ? (
              <Button ref={publishFocus.target} onClick={() => setPublished(true)} disabled={busy || textEdited || designWaits}>
                Publish
              </Button>
            ) : null}
            {website?.isPublished && (website.hasUnpublishedChanges || designEdited) ? (
              <Button onClick={() => setPublished(true)} disabled={busy || textEdited || designWaits}>
                Publish Changes
              </Button>
            ) : null}
            {website?.isPublished ? (
              <Button ref={unpublishFocus.target} variant="danger" onClick={() => setPublished(false)} disabled={busy}>
                Unpublish
              </Button>
            ) : null}
          </Actions>
          {textEdited ? (
            <SaveFirst role="status">
              Save your text before you publish, regenerate or update the website, or discard your changes: the draft still has the words
              shown before your edits.
            </SaveFirst>
          ) : designEdited && hasChanges ? (
            <SaveFirst role="status">
              Click Update Website to save your design changes before you publish: the draft still has the design shown before your changes.
            </SaveFirst>
          ) : null}
          <ConfirmDialog
            open={confirming !== null}
            title="Keep your website text?"
            message="The headline and text on this website are your own words, not an AI draft."
            confirmLabel="Continue"
            confirmVariant={keepText ? 'primary' : 'danger'}
            busy={busy}
            onConfirm={() => void confirmRegenerateOrUpdate()}
            onCancel={() => setConfirming(null)}
          >
            <Choices>
              <legend>What should change?</legend>
              <label>
                <input type="radio" name="website-text-choice" checked={keepText} onChange={() => setKeepText(true)} />
                Keep my text and apply only the design and project changes
              </label>
              <label>
                <input type="radio" name="website-text-choice" checked={!keepText} onChange={() => setKeepText(false)} />
                Replace my text with a new draft
              </label>
            </Choices>
          </ConfirmDialog>
          {website ? (
            <Links>
              <ButtonAnchor variant="ghost" size="sm" href={website.previewUrl} target="_blank" rel="noopener noreferrer">
                Preview
              </ButtonAnchor>
              {website.isPublished ? (
                <a href={website.publicUrl} target="_blank" rel="noopener noreferrer">
                  View live site: /site/{website.slug}
                </a>
              ) : null}
            </Links>
          ) : null}
        </>
      )}
    </Card>
  );
}
