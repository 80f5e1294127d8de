/**
 * Where the web build writes the pre-rendered landing page (web/build/prerenderLanding.ts), relative to its
 * output folder, and where the server looks for it (api/src/http/static-web.ts): a dot folder, so never
 * served by its own path.
 */
export const PRERENDERED_LANDING_PATH: ".prerendered/landing.html";
