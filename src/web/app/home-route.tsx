import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect } from 'react';
import { PageFallback } from '../components/page-fallback';
import { prefetchSignedInHome } from '../lib/account-api';
import { isPrerenderedDocument } from '../lib/prerendered';
import { useSession } from '../lib/use-session';
import { LandingPage } from '../features/landing/landing-page';

// Visitors (most first loads) get the landing page in this chunk; the signed-in home loads on its own.
const loadSignedInHome = () => import('../features/home/signed-in-home');
const SignedInHome = lazy(() => loadSignedInHome().then((m) => ({ default: m.SignedInHome })));

/** "/": the signed-in home for users, the landing page for visitors. */
export function HomePage() {
  const { isLoggedIn, isPending } = useSession();
  const client = useQueryClient();
  // The server sends the app's plain shell for "/" only to a request with a session cookie (a visitor gets the
  // prerendered landing page): the home's code and its answers are asked for at once, together, not one after the
  // other (the home's code, then its answers: issue 34).
  const knownVisitor = !isPending && !isLoggedIn;
  useEffect(() => {
    if (knownVisitor || isPrerenderedDocument(document)) return;
    void loadSignedInHome();
    prefetchSignedInHome(client);
  }, [knownVisitor, client]);
  if (isPending) return <PageFallback />;
  return isLoggedIn ? <SignedInHome /> : <LandingPage />;
}
