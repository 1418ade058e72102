import { z } from 'zod';
import { defineOperation } from './operation';
import { PAGE_VIEWS_ROUTE } from './page-views-route';

// First-party page views (decision 036, 052).

export const PageViewSchema = z
  .object({
    path: z
      .string()
      .min(1)
      .max(512)
      .regex(/^\/[^\s?#]*$/, 'must be a site path starting with / (no query or fragment)'),
  })
  .meta({ id: 'PageView' });

export type PageView = z.input<typeof PageViewSchema>;

/** First-party analytics: recording a page view (src/server/analytics/page-view-routes.ts). */
export const analyticsOperations = {
  recordPageView: defineOperation({
    ...PAGE_VIEWS_ROUTE,
    body: PageViewSchema,
    success: { 204: null },
  }),
};
