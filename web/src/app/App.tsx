import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '../components/Spinner.js';
import { probablySignedIn, useSession } from './session.js';

// One chunk per screen (route-level code splitting); each screen folder's index.tsx default-exports it.
// Signed-in screens render inside SignedInLayout, which brings Apollo Client (app/ApolloRoot.tsx).
const loadLanding = () => import('../screens/Landing/index.js');
const loadSignedInLayout = () => import('./SignedInLayout.js');
const LandingScreen = lazy(loadLanding);
const PricingScreen = lazy(() => import('../screens/Pricing/index.js'));
const NotFoundScreen = lazy(() => import('../screens/NotFound/index.js'));
const SignedInLayout = lazy(loadSignedInLayout);
const WorkflowScreen = lazy(() => import('../screens/Workflow/index.js'));
const MyIdeasScreen = lazy(() => import('../screens/MyIdeas/index.js'));
const AnalyticsScreen = lazy(() => import('../screens/Analytics/index.js'));
const SettingsScreen = lazy(() => import('../screens/Settings/index.js'));
const AdminScreen = lazy(() => import('../screens/Admin/index.js'));

// The likely first screen downloads while the `me` check is in flight (the answer still decides).
// A failed prefetch is ignored here; the lazy screen retries and shows its own error.
if (typeof window !== 'undefined') {
  if (probablySignedIn()) loadSignedInLayout().catch(() => undefined);
  else if (window.location.pathname === '/') loadLanding().catch(() => undefined);
}

/** The spec §2 route table: which routes exist depends on whether someone is signed in. */
export function App() {
  const { loading, viewer } = useSession();
  if (loading) return <LoadingState fullScreen />;
  const signedIn = viewer !== null;

  return (
    <Suspense fallback={<LoadingState fullScreen />}>
      <Routes>
        <Route path="/pricing" element={<PricingScreen />} />
        {signedIn ? (
          <Route element={<SignedInLayout />}>
            <Route index element={<WorkflowScreen />} />
            <Route path="projects" element={<MyIdeasScreen />} />
            <Route path="analytics" element={<AnalyticsScreen />} />
            <Route path="settings" element={<SettingsScreen />} />
            <Route path="admin" element={<AdminScreen />} />
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        ) : (
          <>
            <Route index element={<LandingScreen />} />
            <Route path="*" element={<NotFoundScreen />} />
          </>
        )}
      </Routes>
    </Suspense>
  );
}
