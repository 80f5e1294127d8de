import { Suspense, lazy } from 'react';

// Loaded after first paint: the container is invisible until a toast exists.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/** One toast at a time, 5 s auto-close, swipe right (~50 px of a 380 px toast) to dismiss, F8 focuses. */
export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        limit={1}
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
