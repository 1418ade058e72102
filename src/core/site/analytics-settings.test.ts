import { describe, expect, it } from 'vitest';
import { gaScriptUrl, hasThirdPartyAnalytics, NO_ANALYTICS } from './analytics-settings';

describe('analytics settings', () => {
  it('builds the GA4 tag URL with the id encoded', () => {
    expect(gaScriptUrl('G-ABC123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABC123');
    expect(gaScriptUrl('G-A&B')).toBe('https://www.googletagmanager.com/gtag/js?id=G-A%26B');
  });

  it('counts a service as configured only with everything it needs', () => {
    expect(hasThirdPartyAnalytics(NO_ANALYTICS)).toBe(false);
    expect(hasThirdPartyAnalytics({ ...NO_ANALYTICS, gaMeasurementId: 'G-ABC123' })).toBe(true);
    expect(hasThirdPartyAnalytics({ ...NO_ANALYTICS, plausibleDomain: 'rentvalue.example.com' })).toBe(false);
    expect(
      hasThirdPartyAnalytics({
        ...NO_ANALYTICS,
        plausibleDomain: 'rentvalue.example.com',
        plausibleScriptUrl: 'https://plausible.io/js/script.js',
      }),
    ).toBe(true);
  });
});
