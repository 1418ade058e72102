import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../lib/auth-api';

// The compare page's three API operations. Keys sit under the account key, so signing out forgets them.

// The API contract's answer types (src/core/api).
import type { CompareOption, CompareOptions, CompareProperty, CompareView, ComparisonSummary } from '#core/api/compare';

export type { CompareOption, CompareOptions, CompareProperty, CompareView, ComparisonSummary };

export const COMPARE_ENDPOINTS = {
  comparison: '/api/compare',
  options: '/api/compare/reports',
  summary: '/api/compare/summary',
} as const;

/** The renter's reports for the selector, and how many there are (the selector opens by itself at 2). */
export const compareOptionsQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'compare-options'] as const,
  queryFn: ({ signal }) => apiGet<CompareOptions>(COMPARE_ENDPOINTS.options, { signal }),
});

/** The compared reports, in the order of the ids. */
export function comparisonQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'compare', ids.join(',')] as const,
    queryFn: ({ signal }) =>
      apiGet<CompareView>(COMPARE_ENDPOINTS.comparison, { signal, query: { ids: ids.join(',') } }),
  });
}

/**
 * The two-column summary. Only the ids go up: the server builds the entries from its own records. Kept for the
 * session so going back and forth does not ask the writer again.
 */
export function comparisonSummaryQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'compare-summary', ids.join(',')] as const,
    queryFn: ({ signal }) => apiPost<ComparisonSummary>(COMPARE_ENDPOINTS.summary, { ids }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
