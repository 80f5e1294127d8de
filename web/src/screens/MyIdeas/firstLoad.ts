import { browserTimeZone } from '../../components/browserTimeZone.js';

export const MY_IDEAS_PAGE_SIZE = 20;

/** The variables of My Ideas' first page and stat cards (the preload and the screen ask the same). */
export const firstPageVariables = { first: MY_IDEAS_PAGE_SIZE, after: null, search: null, counted: false };
export const statsVariables = () => ({ timeZone: browserTimeZone() });

let preloaded = false;

export function markPreloaded(): void {
  preloaded = true;
}

/**
 * Whether this page load preloaded My Ideas (preload.ts): its data is in the cache or on the way (Apollo
 * joins a query already in flight), so the first screen need not ask again. Read during render (React
 * may render a mount more than once), forgotten once a screen has mounted (forgetPreloaded, in an effect).
 */
export function wasPreloaded(): boolean {
  return preloaded;
}

export function forgetPreloaded(): void {
  preloaded = false;
}
