import type { Locator } from 'playwright-core';

/**
 * Resolves once the element's own CSS animations (a toast's slide-in) have ended, so its box is where
 * it stays. A fixed wait races the animation on a busy machine, where frames come late.
 */
export async function animationsEnded(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      element.getAnimations().map((animation) =>
        animation.finished.then(
          () => undefined,
          () => undefined,
        ),
      ),
    ),
  );
}
