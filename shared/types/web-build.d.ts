/** @typedef {(typeof SIGNED_IN_PAGE_PATHS)[number]} SignedInPagePath */
/**
 * Where the web build writes index.html with the page's code listed for preloading (web/build/signedInPages.ts),
 * relative to its output folder, and where the server looks for it when a session cookie came: beside the
 * landing page, so never served by its own path either.
 * @param {SignedInPagePath} pagePath
 * @returns {string}
 */
export function signedInPageFile(pagePath: SignedInPagePath): string;
/**
 * Where the web build writes the pre-rendered landing page (web/build/prerenderLanding.ts), relative to its
 * output folder, and where the server looks for it (api/src/http/static-web.ts): a dot folder, so never
 * served by its own path.
 */
export const PRERENDERED_LANDING_PATH: ".prerendered/landing.html";
export namespace LANDING_QUERY_PARAMETERS {
    let accountForm: "auth";
    let signInError: "error";
}
/**
 * The pages only signed-in people use, each with a screen of its own (web/src/app/routePreload.ts); `/` is
 * the workflow when signed in and the landing page otherwise.
 */
export const SIGNED_IN_PAGE_PATHS: readonly ["/", "/projects", "/analytics", "/settings", "/admin"];
export type SignedInPagePath = (typeof SIGNED_IN_PAGE_PATHS)[number];
