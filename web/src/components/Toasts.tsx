import { Suspense, lazy, useEffect, useState } from 'react';

/**
 * Loaded with the first toast (notify.tsx calls toastRequested): react-toastify queues a toast raised
 * before its container mounts and shows it once it does. No `limit`: with one,
 * react-toastify queues a new toast until the dismissed one has finished leaving, and a queued
 * toast survives dismiss(), so toasts showed late. notify() dismisses the showing toast and shows
 * the new one at once; the leaving one fades out of the flow (toast-leave in GlobalStyles), so
 * only one is ever in place.
 */
const ToastContainer = lazy(() =>
  import('react-toastify').then(({ ToastContainer: Container, cssTransition }) => {
    const replaceTransition = cssTransition({
      enter: 'Toastify--animate Toastify__slide-enter',
      exit: 'toast-leave',
      appendPosition: true,
      collapse: false,
    });
    return { default: (props: Parameters<typeof Container>[0]) => <Container transition={replaceTransition} {...props} /> };
  }),
);

let firstToastRequested = false;
let showContainer: (() => void) | undefined;

/** Called for every toast: the first one mounts the container (and loads react-toastify). */
export function toastRequested(): void {
  firstToastRequested = true;
  showContainer?.();
}

/**
 * One toast at a time, 5 s auto-close, swipe right (~50 px of a 380 px toast) to dismiss, F8 focuses.
 * Top right, just below the header's height (GlobalStyles), where no form or primary button sits:
 * forms and their submit buttons fill the middle and bottom of the screen (the landing account form's
 * Create Account, the workflow's Generate). On phones it spans the top, over the sticky header bar.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(firstToastRequested);
  useEffect(() => {
    if (wanted) return;
    showContainer = () => setWanted(true);
    if (firstToastRequested) setWanted(true);
    return () => {
      showContainer = undefined;
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={5000}
        draggable
        draggableDirection="x"
        draggablePercent={14}
        newestOnTop
        closeOnClick={false}
        pauseOnFocusLoss={false}
        hotKeys={(event) => event.key === 'F8'}
        aria-label="Notifications (F8)"
      />
    </Suspense>
  );
}
