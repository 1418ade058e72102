import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../../lib/auth-api';

// The compare page's three API operations. Keys sit under the account key, so signing out forgets them.

// The API contract's answer types (src/core/api).
import {
  compareOperations,
  type CompareOption,
  type CompareProperty,
  type CompareView,
  type ComparisonSummary,
} from '#core/api/compare';

export type { CompareOption, CompareProperty, CompareView, ComparisonSummary };

/** The renter's reports for the selector, and how many there are (the selector opens by itself at 2). */
export const compareOptionsQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'compare-options'] as const,
  queryFn: ({ signal }) => callApi(compareOperations.options, { signal }),
});

/** The compared reports, in the order of the ids. */
export function comparisonQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'compare', ids.join(',')] as const,
    queryFn: ({ signal }) => callApi(compareOperations.comparison, { query: { ids: ids.join(',') }, signal }),
  });
}

/**
 * The two-column summary. Only the ids go up: the server builds the entries from its own records. Kept for the
 * session so going back and forth does not ask the writer again.
 */
export function comparisonSummaryQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, 'compare-summary', ids.join(',')] as const,
    queryFn: ({ signal }) => callApi(compareOperations.summary, { body: { ids: [...ids] }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
