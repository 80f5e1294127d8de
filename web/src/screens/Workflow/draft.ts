import type { DraftDescription, IdeaFormValues } from './IdeaForm.js';
import { asSentence } from './ownWords.js';

/**
 * The project input is the draft awaiting confirmation, which follows the form's edits (see editForm).
 * The user's own description ends as a sentence, as the guided template joins its parts (the notes
 * it started from may have no full stop); it is published as written.
 */
export function projectInput(draft: DraftDescription) {
  return {
    name: draft.name.trim(),
    category: draft.category || null,
    description: draft.source === 'USER' ? asSentence(draft.description) : draft.description,
    targetMarket: draft.targetMarket,
    keyFeatures: draft.keyFeatures,
    notes: draft.notes,
  };
}

/**
 * A form edit made after a description exists changes what confirming saves: the field edited
 * (name, category or notes) replaces the draft's; the others keep what the description proposed.
 */
export function followForm(draft: DraftDescription | null, before: IdeaFormValues, after: IdeaFormValues): DraftDescription | null {
  if (!draft) return draft;
  return {
    ...draft,
    ...(after.name !== before.name ? { name: after.name } : {}),
    ...(after.category !== before.category ? { category: after.category } : {}),
    ...(after.notes !== before.notes ? { notes: after.notes.trim() || null } : {}),
  };
}

/** Whether a description is the user's own words, not a model's draft (the description step without a model, or sample text). */
export function isOwnWords(draft: Pick<DraftDescription, 'source' | 'basis'>): boolean {
  return draft.source === 'USER' || draft.basis === 'SAMPLE';
}

/** What a new answer of the description step does to the description awaiting confirmation. */
export type Regeneration =
  /** The new answer replaces it: nothing the user wrote is lost. */
  | { kind: 'replace'; draft: DraftDescription }
  /** No model answered: what the user wrote (or the model drafted before) stays; `kept` when any of it did. */
  | { kind: 'keep'; draft: DraftDescription; kept: boolean }
  /** A model's new draft, and the user has edited the description: they choose whether it replaces their text. */
  | { kind: 'ask'; draft: DraftDescription };

/**
 * Regenerating never throws away what the user typed. Without a model (an own-words answer) there is
 * nothing new to write: a field with text keeps it and only an empty field takes the answer's (the
 * notes), except that an own-words description the user has not touched is just the notes copied
 * earlier and follows the notes now; a model's earlier draft stays as it was. A model's new draft
 * replaces a description the user has not edited, and is offered (not applied) when they have.
 */
export function regenerated(current: DraftDescription | null, next: DraftDescription): Regeneration {
  if (!current) return { kind: 'replace', draft: next };
  if (!isOwnWords(next)) return current.edited ? { kind: 'ask', draft: next } : { kind: 'replace', draft: next };
  if (current.source !== null && !isOwnWords(current)) return { kind: 'keep', draft: current, kept: true };
  if (current.source === 'USER' && !current.edited) return { kind: 'replace', draft: next };
  const description = current.description.trim() ? current.description : next.description;
  const targetMarket = current.targetMarket.trim() ? current.targetMarket : next.targetMarket;
  const keyFeatures = current.keyFeatures.length > 0 ? current.keyFeatures : next.keyFeatures;
  const kept = Boolean(current.description.trim() || current.targetMarket.trim() || current.keyFeatures.length > 0);
  return { kind: 'keep', draft: { ...next, description, targetMarket, keyFeatures, edited: current.edited ?? false }, kept };
}

/** A new idea's form and unconfirmed description, kept across a reload per signed-in user. */
export interface StoredIdeaDraft {
  form: IdeaFormValues;
  draft: DraftDescription | null;
}

const DRAFT_KEY_PREFIX = 'ideaDraft:';

const isText = (value: unknown): value is string => typeof value === 'string';

/** Only a well-formed draft comes back (old or tampered storage gives none). */
function parseDraft(value: unknown): DraftDescription | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Record<string, unknown>;
  const { name, category, description, targetMarket, keyFeatures, source, notes } = candidate;
  if (!isText(name) || !isText(category) || !isText(description) || !isText(targetMarket)) return null;
  if (!Array.isArray(keyFeatures) || !keyFeatures.every(isText)) return null;
  // Other fields the description carries (its basis, why a fallback was used) come back as stored.
  return {
    ...(candidate as unknown as DraftDescription),
    name,
    category,
    description,
    targetMarket,
    keyFeatures,
    source: isText(source) ? (source as DraftDescription['source']) : null,
    notes: isText(notes) ? notes : null,
    edited: candidate.edited === true,
  };
}

export function readIdeaDraft(userId: string): StoredIdeaDraft | null {
  try {
    return parseStoredDraft(window.localStorage.getItem(DRAFT_KEY_PREFIX + userId));
  } catch {
    return null;
  }
}

/**
 * Calls `onChange` when another tab of this browser saves or removes this user's draft (the storage
 * event fires only in the other tabs), with what it stored now (null: confirmed or discarded there).
 */
export function watchIdeaDraftElsewhere(userId: string, onChange: (stored: StoredIdeaDraft | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== DRAFT_KEY_PREFIX + userId && event.key !== null) return;
    onChange(parseStoredDraft(event.newValue));
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Whether two drafts hold the same idea (the same form and description). */
export function sameIdeaDraft(a: StoredIdeaDraft | null, b: StoredIdeaDraft | null): boolean {
  const text = (stored: StoredIdeaDraft | null) =>
    JSON.stringify(stored && { form: stored.form, description: stored.draft?.description ?? null, name: stored.draft?.name ?? null });
  return text(a) === text(b);
}

function parseStoredDraft(raw: string | null): StoredIdeaDraft | null {
  try {
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { form?: Record<string, unknown>; draft?: unknown };
    const form = parsed.form;
    if (!form || !isText(form.name) || !isText(form.category) || !isText(form.notes)) return null;
    return { form: { name: form.name, category: form.category, notes: form.notes }, draft: parseDraft(parsed.draft) };
  } catch {
    return null;
  }
}

/** Saves the draft; an empty form without a description removes it. */
export function writeIdeaDraft(userId: string, stored: StoredIdeaDraft): void {
  try {
    const empty = !stored.draft && !stored.form.name.trim() && !stored.form.notes.trim();
    if (empty) window.localStorage.removeItem(DRAFT_KEY_PREFIX + userId);
    else window.localStorage.setItem(DRAFT_KEY_PREFIX + userId, JSON.stringify(stored));
  } catch {
    // Storage unavailable: the draft lasts for this page only.
  }
}

export function clearIdeaDraft(userId: string): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY_PREFIX + userId);
  } catch {
    // Nothing stored.
  }
}

/**
 * The generated description and the Category select agree: a category the description proposes
 * that the select offers becomes the form's; one it does not offer gives way to the form's.
 */
export function agreeOnCategory(
  form: IdeaFormValues,
  draft: DraftDescription,
  options: readonly string[],
): { form: IdeaFormValues; draft: DraftDescription } {
  if (!draft.category || draft.category === form.category) return { form, draft };
  if (options.includes(draft.category)) return { form: { ...form, category: draft.category }, draft };
  return { form, draft: { ...draft, category: form.category } };
}
