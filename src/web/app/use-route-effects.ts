import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { recordPageView } from '../lib/analytics';
import { stripSecretsFromAddress } from '../lib/secret-address';

/**
 * Each new page starts at the top, once, as its address is entered. Keyed on the pathname, so in-page #anchors keep
 * their scroll. Not on the page the browser loaded: it starts that one at the top itself (or where a reload or Back
 * left it), and a server-rendered report is readable before the app takes it over, so a scroll to the top then would
 * undo the renter's own scrolling (1,200 -> 0 px).
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    // The first page load, or React re-running the effect for the same page: the scroll is left alone.
    if (from === null || from === pathname) return;
    window.scrollTo(0, 0);
  }, [pathname]);
}

/** After each navigation, a reset token or checkout session id in the query leaves the address bar (the page has read it). */
export function useStripSecretsFromAddress(): void {
  const { key } = useLocation();
  useEffect(() => {
    stripSecretsFromAddress();
  }, [key]);
}

/** Records one page view per pathname change. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  // Guards against the same view twice when React re-runs effects (StrictMode in development).
  const lastRecorded = useRef<string | null>(null);
  useEffect(() => {
    if (lastRecorded.current === pathname) return;
    lastRecorded.current = pathname;
    recordPageView(pathname);
  }, [pathname]);
}

/**
 * After a client-side navigation, focus moves to the main content (as a full page load would
 * reset it), so keyboard and screen reader users start on the new page, not on a stale link.
 * A page that placed focus inside <main> itself (an autofocused field) keeps it.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    // The first page load, or React re-running the effect for the same page: leave focus alone.
    if (from === null || from === pathname) return;
    const element = main.current;
    if (!element || element.contains(document.activeElement)) return;
    element.focus({ preventScroll: true });
  }, [pathname, main]);
}
