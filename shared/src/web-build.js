/**
 * Where the web build writes the pre-rendered landing page (web/build/prerenderLanding.ts), relative to its
 * output folder, and where the server looks for it (api/src/http/static-web.ts): a dot folder, so never
 * served by its own path.
 */
export const PRERENDERED_LANDING_PATH = '.prerendered/landing.html';

/**
 * The query parameters the landing page reads (web/src/screens/Landing): one opens the account form, the
 * other shows a Google sign-in error. `/` with a query holding neither (utm_source, gclid, ref ...) renders
 * as without a query, so it gets the pre-rendered landing page too.
 */
export const LANDING_QUERY_PARAMETERS = /** @type {const} */ ({ accountForm: 'auth', signInError: 'error' });

/**
 * The pages only signed-in people use, each with a screen of its own (web/src/app/routePreload.ts); `/` is
 * the workflow when signed in and the landing page otherwise.
 */
export const SIGNED_IN_PAGE_PATHS = /** @type {const} */ (['/', '/projects', '/analytics', '/settings', '/admin']);

/** @typedef {(typeof SIGNED_IN_PAGE_PATHS)[number]} SignedInPagePath */

/**
 * Where the web build writes index.html with the page's code listed for preloading (web/build/signedInPages.ts),
 * relative to its output folder, and where the server looks for it when a session cookie came: beside the
 * landing page, so never served by its own path either.
 * @param {SignedInPagePath} pagePath
 * @returns {string}
 */
export function signedInPageFile(pagePath) {
  return `.prerendered/signed-in/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
}
