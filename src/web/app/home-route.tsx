import { lazy } from 'react';
import { PageFallback } from '../components/page-fallback';
import { useSession } from '../lib/use-session';
import { LandingPage } from '../features/landing/landing-page';

// Visitors (most first loads) get the landing page in this chunk; the signed-in home loads on its own (on a first
// load of "/" with a session, start-app.tsx asks for it beside the home's answers).
const SignedInHome = lazy(() => import('../features/home/signed-in-home').then((m) => ({ default: m.SignedInHome })));

/** "/": the signed-in home for users, the landing page for visitors. */
export function HomePage() {
  const { isLoggedIn, isPending } = useSession();
  if (isPending) return <PageFallback />;
  return isLoggedIn ? <SignedInHome /> : <LandingPage />;
}
