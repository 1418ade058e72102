import { lazy, useEffect } from 'react';
import { PageFallback } from '../components/page-fallback';
import { isPrerenderedDocument } from '../lib/prerendered';
import { useSession } from '../lib/use-session';
import { LandingPage } from '../features/landing/landing-page';

// Visitors (most first loads) get the landing page in this chunk; the signed-in home loads on its own.
const loadSignedInHome = () => import('../features/home/signed-in-home');
const SignedInHome = lazy(() => loadSignedInHome().then((m) => ({ default: m.SignedInHome })));

/** "/": the signed-in home for users, the landing page for visitors. */
export function HomePage() {
  const { isLoggedIn, isPending } = useSession();
  // The server sends the app's plain shell for "/" only to a request with a session cookie (a visitor gets the
  // prerendered landing page): the home's code comes while the session is asked for, as its answers do
  // (start-app.tsx, issue 34).
  useEffect(() => {
    if (isPending && !isPrerenderedDocument(document)) void loadSignedInHome();
  }, [isPending]);
  if (isPending) return <PageFallback />;
  return isLoggedIn ? <SignedInHome /> : <LandingPage />;
}
