// Optional third-party analytics (GA4 or Plausible): the server hands the configured ids to the web app in
// <meta> tags (the app has no inline script, so settings travel in markup) and the web app loads a script only
// after the visitor consents. These names and URLs are the contract between the two sides.

export const ANALYTICS_META = {
  gaMeasurementId: 'rv-analytics-ga',
  plausibleDomain: 'rv-analytics-plausible-domain',
  plausibleScriptUrl: 'rv-analytics-plausible-script',
} as const;

export interface AnalyticsSettings {
  readonly gaMeasurementId: string | null;
  readonly plausibleDomain: string | null;
  readonly plausibleScriptUrl: string | null;
}

export const NO_ANALYTICS: AnalyticsSettings = {
  gaMeasurementId: null,
  plausibleDomain: null,
  plausibleScriptUrl: null,
};

/** Where Google's tag is served from. */
export const GA_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

export function gaScriptUrl(measurementId: string): string {
  return `${GA_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** True when at least one service is configured (GA needs its id; Plausible needs its domain and script). */
export function hasThirdPartyAnalytics(settings: AnalyticsSettings): boolean {
  return Boolean(settings.gaMeasurementId) || Boolean(settings.plausibleDomain && settings.plausibleScriptUrl);
}
