import { Suspense, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { hasPendingPlan } from '../components/pendingPlan.js';
import { LoadingState } from '../components/Spinner.js';
import { landing, preloadFirstRoute, signedInLayout, signedInScreens } from './routePreload.js';
import { useSession } from './session.js';

// One chunk per screen (route-level code splitting); each screen folder's index.tsx default-exports it.
// Signed-in screens render inside SignedInLayout, which brings Apollo Client (app/ApolloRoot.tsx).
const LandingScreen = landing.Component;
const PricingScreen = lazy(() => import('../screens/Pricing/index.js'));
const PolicyScreen = lazy(() => import('../screens/Policies/index.js'));
const NotFoundScreen = lazy(() => import('../screens/NotFound/index.js'));
const SignedInLayout = signedInLayout.Component;
const WorkflowScreen = signedInScreens['/'].Component;
const MyIdeasScreen = signedInScreens['/projects'].Component;
const AnalyticsScreen = signedInScreens['/analytics'].Component;
const SettingsScreen = signedInScreens['/settings'].Component;
const AdminScreen = signedInScreens['/admin'].Component;

// The likely first screen (and its data) downloads while the `me` check is in flight (the answer still decides).
// A task of its own: evaluating the entry chunk is already a long one (prepareFirstScreen starts it if still due).
if (typeof window !== 'undefined') window.setTimeout(() => preloadFirstRoute(window.location.pathname), 0);

/** The signed-in home; just signed up after choosing a paid plan, back to pricing, which continues to checkout (asked on every visit). */
function HomeRoute() {
  return hasPendingPlan() ? <Navigate to="/pricing" replace /> : <WorkflowScreen />;
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
        {/* The footer's Privacy, Terms and Security pages: public, signed in or not. */}
        <Route path="/privacy" element={<PolicyScreen page="privacy" />} />
        <Route path="/terms" element={<PolicyScreen page="terms" />} />
        <Route path="/security" element={<PolicyScreen page="security" />} />
        {signedIn ? (
          <Route element={<SignedInLayout />}>
            <Route index element={<HomeRoute />} />
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
