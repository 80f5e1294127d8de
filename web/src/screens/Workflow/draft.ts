import type { DraftDescription, IdeaFormValues } from './IdeaForm.js';

/** The project input is the draft awaiting confirmation, which follows the form's edits (see editForm). */
export function projectInput(draft: DraftDescription) {
  return {
    name: draft.name.trim(),
    category: draft.category || null,
    description: draft.description,
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

