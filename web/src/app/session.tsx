import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MeQuery } from '../generated/graphql.js';
import { landingWasPrerendered } from './prerendered.js';
import { ME_QUERY_TEXT, VIEWER_FIELDS_TEXT } from './viewer.graphql.js';

export type Viewer = NonNullable<MeQuery['me']>;

interface Session {
  /** True until the first `me` answer arrives. */
  loading: boolean;
  viewer: Viewer | null;
  /** Asks the server again who is signed in (after login, signup or logout) and updates the routes. */
  refresh(): Promise<Viewer | null>;
}

const SessionContext = createContext<Session | null>(null);

const meRequestBody = JSON.stringify({ operationName: 'Me', query: ME_QUERY_TEXT + VIEWER_FIELDS_TEXT, variables: {} });

/**
 * The `me` query, sent with plain fetch: deciding between the landing page and the signed-in app
 * must not wait for Apollo Client (about 40 KB gzipped), which loads with the first screen that
 * needs it and is seeded with this answer (app/ApolloRoot.tsx). No retries (spec §4): any failure
 * means signed out.
 */
async function fetchViewer(): Promise<Viewer | null> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: meRequestBody,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: MeQuery | null };
    return body.data?.me ?? null;
  } catch {
    return null;
  }
}

/** Remembered in this browser so the next visit can fetch the right first screen while `me` is in flight. */
const SIGNED_IN_HINT_KEY = 'ideascope.signedIn';

/** A guess only (the `me` answer decides): was someone signed in here when the app last asked? */
export function probablySignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberSignedIn(viewer: Viewer | null): void {
  try {
    if (viewer) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (private mode): only the prefetch guess is lost.
  }
}

// Sent as the entry chunk runs, not after React's first render: the answer decides the first screen.
// A pre-rendered landing page is the server's answer already: no session cookie came with it.
let firstViewer: Promise<Viewer | null> | null =
  typeof window === 'undefined' ? null : landingWasPrerendered() ? Promise.resolve(null) : fetchViewer();

/** The answer of the `me` check sent as the entry chunk ran (once; later calls ask the server again). */
export async function takeFirstViewer(): Promise<Viewer | null> {
  const pending = firstViewer;
  firstViewer = null;
  const viewer = await (pending ?? fetchViewer());
  // In a task of its own: a fresh profile's first storage write is slow, and the first screen waits on this answer.
  window.setTimeout(() => rememberSignedIn(viewer), 0);
  return viewer;
}

/**
 * `viewer`: the first `me` answer, when main.tsx waited for it before the first render (the first
 * screen then renders once, with its data); without it the provider asks and shows loading meanwhile.
 */
export function SessionProvider({ viewer: knownViewer, children }: { viewer?: Viewer | null; children: ReactNode }) {
  const [state, setState] = useState<{ loading: boolean; viewer: Viewer | null }>(() =>
    knownViewer === undefined ? { loading: true, viewer: null } : { loading: false, viewer: knownViewer },
  );
  const [askOnMount] = useState(knownViewer === undefined);

  // Later answers (after log in, sign up or log out) apply at once: their caller navigates next.
  const refresh = useCallback(async () => {
    const viewer = await takeFirstViewer();
    setState({ loading: false, viewer });
    return viewer;
  }, []);

  useEffect(() => {
    if (askOnMount) void refresh();
  }, [askOnMount, refresh]);

  const session = useMemo(() => ({ ...state, refresh }), [state, refresh]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
