import { browserTimeZone } from '../../components/browserTimeZone.js';

export const MY_IDEAS_PAGE_SIZE = 20;

/** The variables of My Ideas' first page and stat cards (the preload and the screen ask the same). */
export const firstPageVariables = { first: MY_IDEAS_PAGE_SIZE, after: null, search: null };
export const statsVariables = () => ({ timeZone: browserTimeZone() });

let preloaded = false;

export function markPreloaded(): void {
  preloaded = true;
}

/**
 * True once, for the first My Ideas of a page load that preloaded (preload.ts): its data is in the
 * cache or on the way (Apollo joins a query already in flight), so the screen need not ask again.
 */
export function takePreloaded(): boolean {
  const was = preloaded;
  preloaded = false;
  return was;
}
