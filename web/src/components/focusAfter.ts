import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Keyboard focus for an action that takes its own control away (the view or button that replaced it
 * takes the focus): after `request()`, once the control that had the focus is gone (the focus fell back
 * to the page) and `target` is on screen, `target` takes the focus. A request the user overtook (the
 * focus moved elsewhere meanwhile) is dropped.
 */
export function useFocusAfter<T extends HTMLElement>(): {
  target: RefObject<T | null>;
  /** `from`: the control acted on (by default the focused element; after an await, the one focused before it). */
  request: (from?: Element | null) => void;
} {
  const target = useRef<T>(null);
  const [pending, setPending] = useState<{ from: Element | null } | null>(null);

  // After every commit while a request waits: the control may leave and the target arrive in different renders.
  // (It sets state only while a request waits, and clears it: no chain of updates.)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!pending) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost) {
      if (active !== pending.from) setPending(null);
      return;
    }
    if (!target.current) return;
    target.current.focus();
    setPending(null);
  });

  const request = useCallback((from: Element | null = document.activeElement) => setPending({ from }), []);
  return { target, request };
}
