import type { PageView } from '#core/api/analytics';
import { PAGE_VIEWS_ROUTE } from '#core/api/page-views-route';
import { redactSecretPath } from '#core/site/secret-urls';
import { sendJsonAndForget } from './api-client';
import { sendThirdPartyPageView, startThirdPartyAnalytics } from './third-party-analytics';

/**
 * Records a first-party page view (path only, no personal data; a shared report's token is replaced by `:token`),
 * and one for GA4/Plausible when the visitor allowed them. Fire-and-forget: analytics must never slow a page down
 * or surface an error, so every failure is swallowed without a trace.
 */
export function recordPageView(pathname: string): void {
  // The layout calls this on every page, so it is where the optional GA4/Plausible loader starts (once, and only
  // to wait for consent).
  startThirdPartyAnalytics();
  sendThirdPartyPageView();
  const path = redactSecretPath(pathname);
  sendJsonAndForget(PAGE_VIEWS_ROUTE, { path } satisfies PageView);
}
