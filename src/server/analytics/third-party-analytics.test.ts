import { describe, expect, it } from 'vitest';
import { NO_ANALYTICS } from '#core/site/analytics-settings';
import { analyticsCspSources, analyticsSettings } from './third-party-analytics';

const PLAUSIBLE = 'https://plausible.io/js/script.js';

describe('third-party analytics settings', () => {
  it('is off unless configured', () => {
    expect(analyticsSettings({ PLAUSIBLE_SCRIPT_URL: PLAUSIBLE })).toEqual(NO_ANALYTICS);
    expect(analyticsCspSources(NO_ANALYTICS)).toEqual({ script: [], connect: [], img: [] });
  });

  it('allows Google’s tag and collection endpoints for GA4', () => {
    const settings = analyticsSettings({ GA_MEASUREMENT_ID: 'G-ABC123', PLAUSIBLE_SCRIPT_URL: PLAUSIBLE });
    expect(settings).toEqual({ ...NO_ANALYTICS, gaMeasurementId: 'G-ABC123' });
    const csp = analyticsCspSources(settings);
    expect(csp.script).toEqual(['https://www.googletagmanager.com']);
    expect(csp.connect).toContain('https://*.google-analytics.com');
    expect(csp.img).toContain('https://*.google-analytics.com');
  });

  it('allows the Plausible instance’s origin for its script and events', () => {
    const settings = analyticsSettings({
      PLAUSIBLE_DOMAIN: 'rentvalue.example.com',
      PLAUSIBLE_SCRIPT_URL: 'https://stats.example.org/js/script.js',
    });
    expect(settings).toEqual({
      ...NO_ANALYTICS,
      plausibleDomain: 'rentvalue.example.com',
      plausibleScriptUrl: 'https://stats.example.org/js/script.js',
    });
    expect(analyticsCspSources(settings)).toEqual({
      script: ['https://stats.example.org'],
      connect: ['https://stats.example.org'],
      img: [],
    });
  });
});
