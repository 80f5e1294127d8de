import { preload as preloadMyIdeas } from '../screens/MyIdeas/preload.js';
import { probablySignedIn } from './session.js';

/** Loaders of the signed-in screens by path (the same modules App.tsx lazy-loads). */
export const loadSignedInLayout = () => import('./SignedInLayout.js');
export const signedInScreens = {
  '/': () => import('../screens/Workflow/index.js'),
  '/projects': () => import('../screens/MyIdeas/index.js'),
  '/analytics': () => import('../screens/Analytics/index.js'),
  '/settings': () => import('../screens/Settings/index.js'),
  '/admin': () => import('../screens/Admin/index.js'),
} as const;
export const loadLanding = () => import('../screens/Landing/index.js');

/**
 * Screens whose first data is asked for with the `me` check (the session cookie decides on the server),
 * with fetch from the entry chunk (app/earlyQueries.ts): it does not wait for Apollo's code either.
 */
const dataPreloads: Partial<Record<keyof typeof signedInScreens, () => void>> = {
  '/projects': preloadMyIdeas,
};

/**
 * Started as the entry chunk runs, beside the `me` check, so a signed-in page does not load in a chain
 * (entry, then `me`, then the layout, then the screen, then its data): the likely first screen, the
 * signed-in layout (with Apollo Client) and, where a screen has one, its first query all start at once.
 * Paths only signed-in people have are a sure sign; `/` is guessed from the last visit. The `me`
 * answer still decides what shows; a failed prefetch is ignored (the lazy screen retries and says so).
 */
export function preloadFirstRoute(pathname: string): void {
  const path = (pathname.replace(/\/+$/, '') || '/') as keyof typeof signedInScreens;
  const signedInPath = Object.hasOwn(signedInScreens, path);
  const ignore = () => undefined;
  if (signedInPath && (path !== '/' || probablySignedIn())) {
    loadSignedInLayout().catch(ignore);
    signedInScreens[path]().catch(ignore);
    dataPreloads[path]?.();
  } else if (path === '/') {
    loadLanding().catch(ignore);
  }
}
