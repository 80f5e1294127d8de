import type { SignedInPagePath } from '@ideascope/shared';
import { preload as preloadMyIdeas } from '../screens/MyIdeas/preload.js';
import { sendEarlyQuery, takeEarlyAnswers } from './earlyQueries.js';
import { preloadable } from './preloadable.js';
import { probablySignedIn, type Viewer } from './session.js';
import { IS_ADMIN } from './viewer.graphql.js';

/**
 * The signed-in layout (with Apollo Client) and the screens App.tsx renders, each its own chunk; web/build/signedInPages.ts
 * lists the same modules for the server's signed-in pages, which preload them beside the entry.
 */
export const signedInLayout = preloadable(() => import('./SignedInLayout.js'));
export const signedInScreens = {
  '/': preloadable(() => import('../screens/Workflow/index.js')),
  '/projects': preloadable(() => import('../screens/MyIdeas/index.js')),
  '/analytics': preloadable(() => import('../screens/Analytics/index.js')),
  '/settings': preloadable(() => import('../screens/Settings/index.js')),
  '/admin': preloadable(() => import('../screens/Admin/index.js')),
} as const satisfies Record<SignedInPagePath, unknown>;
export const landing = preloadable(() => import('../screens/Landing/index.js'));

type SignedInPath = keyof typeof signedInScreens;

/**
 * Screens whose first data is asked for with the `me` check (the session cookie decides on the server),
 * with fetch from the entry chunk (app/earlyQueries.ts): it does not wait for Apollo's code either.
 */
const dataPreloads: Partial<Record<SignedInPath, () => void>> = {
  '/projects': preloadMyIdeas,
};

function signedInPath(pathname: string): SignedInPath | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  return Object.hasOwn(signedInScreens, path) ? (path as SignedInPath) : null;
}

const ignore = () => undefined;

let firstRoutePreloaded = false;

/**
 * Started as the entry chunk runs (in a task of its own: App.tsx), beside the `me` check, so a signed-in
 * page does not load in a chain (entry, then `me`, then the layout, then the screen, then its data):
 * the likely first screen, the signed-in layout (with Apollo Client), the layout's admin check and,
 * where a screen has one, its first query all start at once. Paths only signed-in people have are a
 * sure sign; `/` is guessed from the last visit. The `me` answer still decides what shows; a failed
 * prefetch is ignored (the lazy screen retries and says so). Runs once per page load.
 */
export function preloadFirstRoute(pathname: string): void {
  if (firstRoutePreloaded) return;
  firstRoutePreloaded = true;
  const path = signedInPath(pathname);
  if (path && (path !== '/' || probablySignedIn())) {
    signedInLayout.load().catch(ignore);
    signedInScreens[path].load().catch(ignore);
    sendEarlyQuery('IsAdmin', IS_ADMIN, () => ({}));
    dataPreloads[path]?.();
  } else if (pathname === '/' || pathname === '') {
    landing.load().catch(ignore);
  }
}

/**
 * Waits, before React's first render, for what the first screen needs once `me` has answered: its
 * code and, signed in, Apollo's cache seeded with `me` and the early answers. The first screen then
 * renders once, with its data, instead of through loading states that each cost a render and a
 * commit. A failed download is left to the screen (it loads again and says so).
 */
export async function prepareFirstScreen(pathname: string, viewer: Viewer | null): Promise<void> {
  preloadFirstRoute(pathname);
  const path = signedInPath(pathname);
  if (viewer && path) {
    await Promise.all([signedInLayout.load().then((layout) => layout.prepareApollo(viewer)), signedInScreens[path].load()]).catch(ignore);
    return;
  }
  // Signed out after all: early answers (the admin check's false) must not seed a later sign-in's cache.
  void takeEarlyAnswers();
  if (!viewer && path === '/') await landing.load().catch(ignore);
}
