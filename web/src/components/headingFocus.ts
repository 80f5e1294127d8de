/**
 * Moving focus to the main heading of the view that replaced the one the user acted in (after
 * signing up or in, the workflow's heading): the request is made before the switch and taken once
 * by the new view.
 */
let requested = false;

export function requestHeadingFocus(): void {
  requested = true;
}

/** True once after requestHeadingFocus(). */
export function takeHeadingFocusRequest(): boolean {
  const wasRequested = requested;
  requested = false;
  return wasRequested;
}
