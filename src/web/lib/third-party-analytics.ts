import {
  ANALYTICS_META,
  gaScriptUrl,
  hasThirdPartyAnalytics,
  type AnalyticsSettings,
} from '#core/site/analytics-settings';
import { cleanSecretUrl } from '#core/site/secret-urls';
import { readConsent, subscribeConsent } from './consent';

// GA4 or Plausible, when the operator configured one (the server puts the ids in <meta> tags) AND the visitor
// allowed analytics in Consent Preferences. Nothing third-party loads before that. Neither service reads the page's
// address itself: a shared report's token or a reset token must not reach them (docs/decisions/055). GA4 is
// configured without its automatic page view and Plausible is told not to capture page views; the app sends each
// page view with a cleaned address (cleanSecretUrl): page_location / page_referrer for GA4, url for Plausible.

type Plausible = ((...args: unknown[]) => void) & {
  q?: unknown[];
  init?: (options?: Record<string, unknown>) => void;
  o?: unknown;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    plausible?: Plausible;
  }
}

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
}

function readAnalyticsSettings(): AnalyticsSettings {
  return {
    gaMeasurementId: meta(ANALYTICS_META.gaMeasurementId),
    plausibleDomain: meta(ANALYTICS_META.plausibleDomain),
    plausibleScriptUrl: meta(ANALYTICS_META.plausibleScriptUrl),
  };
}

function addScript(src: string, attributes: Record<string, string> = {}): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.appendChild(script);
}

/** The page's address as the analytics services may see it. */
function cleanedLocation(): string {
  return cleanSecretUrl(window.location.href);
}

function loadGoogleAnalytics(measurementId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself from the data layer (an array is not understood), hence the
  // classic function rather than rest parameters. Set up here, in our bundle, because the CSP forbids inline script.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // No automatic page view (it would carry the raw address); every event carries the cleaned one.
  window.gtag('config', measurementId, {
    send_page_view: false,
    page_location: cleanedLocation(),
    page_referrer: cleanSecretUrl(document.referrer),
  });
  addScript(gaScriptUrl(measurementId));
}

function loadPlausible(domain: string, scriptUrl: string): void {
  // Plausible's own queue stub (its scripts replay `plausible.q` when they load); init() with automatic page views
  // off is what its current scripts read, and the legacy `script.manual.js` (our default) captures none by itself.
  const queued: Plausible =
    window.plausible ??
    function plausible(...args: unknown[]) {
      (queued.q = queued.q ?? []).push(args);
    };
  queued.init = queued.init ?? ((options) => void (queued.o = options ?? {}));
  window.plausible = queued;
  queued.init({ autoCapturePageviews: false });
  addScript(scriptUrl, { 'data-domain': domain });
}

/** What was loaded (after consent), so that page views go to it. */
let loadedServices: AnalyticsSettings | null = null;
/** The cleaned address of the last page view sent, so the same page is not counted twice. */
let lastSent: string | null = null;

function load(settings: AnalyticsSettings): void {
  if (settings.gaMeasurementId) loadGoogleAnalytics(settings.gaMeasurementId);
  if (settings.plausibleDomain && settings.plausibleScriptUrl)
    loadPlausible(settings.plausibleDomain, settings.plausibleScriptUrl);
  loadedServices = settings;
  sendThirdPartyPageView();
}

/**
 * One page view to the loaded services, with the cleaned address (nothing before consent). The first page's referrer
 * is the cleaned document.referrer; later pages, reached inside the app, name the previous page, as GA4 itself does.
 */
export function sendThirdPartyPageView(): void {
  const services = loadedServices;
  if (!services || typeof window === 'undefined') return;
  const location = cleanedLocation();
  if (location === '' || location === lastSent) return;
  const referrer = lastSent ?? cleanSecretUrl(document.referrer);
  lastSent = location;
  if (services.gaMeasurementId && window.gtag) {
    window.gtag('set', { page_location: location, page_referrer: referrer });
    window.gtag('event', 'page_view', {
      send_to: services.gaMeasurementId,
      page_location: location,
      page_referrer: referrer,
    });
  }
  // `u` for the legacy scripts, `url` for the current ones.
  if (services.plausibleDomain && window.plausible) window.plausible('pageview', { u: location, url: location });
}

let started = false;

/**
 * Starts watching the consent (once per page): loads the configured scripts as soon as analytics is allowed. A
 * loaded script cannot be taken out again, so withdrawing consent reloads the page without it.
 */
export function startThirdPartyAnalytics(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  const settings = readAnalyticsSettings();
  if (!hasThirdPartyAnalytics(settings)) return;
  let loaded = false;
  const apply = () => {
    const allowed = readConsent().analytics;
    if (allowed && !loaded) {
      loaded = true;
      load(settings);
    } else if (!allowed && loaded) {
      window.location.reload();
    }
  };
  subscribeConsent(apply);
  apply();
}
