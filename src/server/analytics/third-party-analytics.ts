import { GA_SCRIPT_ORIGIN, NO_ANALYTICS, type AnalyticsSettings } from '#core/site/analytics-settings';
import type { Config } from '../config';

/** The analytics services the operator configured (GA_MEASUREMENT_ID, PLAUSIBLE_DOMAIN); none by default. */
export function analyticsSettings(
  config: Pick<Config, 'GA_MEASUREMENT_ID' | 'PLAUSIBLE_DOMAIN' | 'PLAUSIBLE_SCRIPT_URL'>,
): AnalyticsSettings {
  return {
    ...NO_ANALYTICS,
    ...(config.GA_MEASUREMENT_ID ? { gaMeasurementId: config.GA_MEASUREMENT_ID } : {}),
    ...(config.PLAUSIBLE_DOMAIN
      ? { plausibleDomain: config.PLAUSIBLE_DOMAIN, plausibleScriptUrl: config.PLAUSIBLE_SCRIPT_URL }
      : {}),
  };
}

export interface AnalyticsCspSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * What the Content-Security-Policy must allow for the configured services, and nothing when none is configured.
 * GA4's list follows Google's CSP guide (the tag, the collection endpoints, and the image fallback beacons);
 * Plausible's script posts its events to its own origin.
 */
export function analyticsCspSources(settings: AnalyticsSettings): AnalyticsCspSources {
  const sources: AnalyticsCspSources = { script: [], connect: [], img: [] };
  if (settings.gaMeasurementId) {
    sources.script.push(GA_SCRIPT_ORIGIN);
    sources.connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', GA_SCRIPT_ORIGIN);
    sources.img.push('https://*.google-analytics.com', GA_SCRIPT_ORIGIN);
  }
  if (settings.plausibleDomain && settings.plausibleScriptUrl) {
    const origin = new URL(settings.plausibleScriptUrl).origin;
    sources.script.push(origin);
    sources.connect.push(origin);
  }
  return sources;
}
