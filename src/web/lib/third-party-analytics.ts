import { ANALYTICS_META, gaScriptUrl, hasThirdPartyAnalytics, type AnalyticsSettings } from '../../core/analytics-settings';
import { readConsent, subscribeConsent } from './consent';

// GA4 or Plausible, when the operator configured one (the server puts the ids in <meta> tags) AND the visitor
// allowed analytics in Consent Preferences. Nothing third-party loads before that. Both services follow the
// app's client-side navigation themselves (GA4's enhanced measurement, Plausible's history tracking), so page
// changes need no calls from us.

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

function meta(name: string): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
}

export function readAnalyticsSettings(): AnalyticsSettings {
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

function loadGoogleAnalytics(measurementId: string): void {
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` object itself from the data layer (an array is not understood), hence the
  // classic function rather than rest parameters. Set up here, in our bundle, because the CSP forbids inline script.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId);
  addScript(gaScriptUrl(measurementId));
}

function load(settings: AnalyticsSettings): void {
  if (settings.gaMeasurementId) loadGoogleAnalytics(settings.gaMeasurementId);
  if (settings.plausibleDomain && settings.plausibleScriptUrl) addScript(settings.plausibleScriptUrl, { 'data-domain': settings.plausibleDomain });
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
