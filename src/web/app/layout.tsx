import { useLingui } from '@lingui/react';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { PageFallback } from '../components/page-fallback';
import { APP_READY_ATTRIBUTE } from '../lib/app-ready';
import { Island } from '../components/island';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageOffer } from './language-offer';
import { NavigationProgress } from './navigation-progress';
import { useFocusMainOnNavigate, usePageViews, useScrollToTop, useStripSecretsFromAddress } from './use-route-effects';

const MAIN_CONTENT_ID = 'main-content';

export function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useScrollToTop();
  useStripSecretsFromAddress();
  usePageViews();
  useFocusMainOnNavigate(mainRef);
  const navigation = useNavigation();
  const { _ } = useLingui();
  // The app answers from here on (a prerendered page is hydrated): <html data-app-ready> says so to tools and tests.
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-white text-slate-900">
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        {_('app.skipToContent')}
      </a>
      <NavigationProgress />
      <Island name="header">
        <Header />
      </Island>
      <Island name="language-offer">
        <LanguageOffer />
      </Island>
      <main
        ref={mainRef}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        aria-busy={navigation.state !== 'idle'}
        // At least a screen tall: the footer starts below the fold, so a page arriving after the shell (lazy chunks)
        // does not push a visible footer down (layout shift).
        className="flex min-h-dvh flex-1 flex-col outline-none"
      >
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Island name="footer">
        <Footer />
      </Island>
    </div>
  );
}
