/**
 * The idea typed on the landing page survives sign-up/login in localStorage (spec §3) and is
 * consumed once by the workflow screen.
 */
export const PENDING_IDEA_KEY = 'pendingIdeaResearch';

export function storePendingIdea(idea: string): void {
  const trimmed = idea.trim();
  if (!trimmed) return;
  try {
    window.localStorage.setItem(PENDING_IDEA_KEY, trimmed);
  } catch {
    // Storage unavailable: the user retypes the idea in the workflow.
  }
}

/** Returns the pending idea and removes it, so it starts research only once. */
export function takePendingIdea(): string | null {
  try {
    const idea = window.localStorage.getItem(PENDING_IDEA_KEY);
    window.localStorage.removeItem(PENDING_IDEA_KEY);
    return idea?.trim() ? idea.trim() : null;
  } catch {
    return null;
  }
}
