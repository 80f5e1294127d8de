/**
 * The server sends the landing page pre-rendered (built by web/build/prerenderLanding.ts) only to a
 * browser that sent no session cookie for `/`: nobody is signed in there, so the app hydrates it
 * without asking `me` first. index.html's loading shell has no marker.
 */
export function landingWasPrerendered(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.dataset.prerendered === 'landing';
}
