import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Language } from '#core/i18n/languages';
import { apiUrl, callApi } from './api-client';
import { ACCOUNT_QUERY_KEY } from './auth-api';

// The signed-in user's own data. Every key starts with ACCOUNT_QUERY_KEY, so signing in or out
// clears all of it at once.

// The API contract's operations and answer types (src/core/api).
import {
  accountOperations,
  type DashboardHistoryItem,
  type HistoryItem,
  type Profile as AccountProfile,
} from '#core/api/account';

export type { AccountProfile, DashboardHistoryItem, HistoryItem };

/** The data export, a JSON attachment the browser downloads through a link. */
export const accountExportUrl = apiUrl(accountOperations.export);

export const accountProfileQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'profile'] as const,
  queryFn: ({ signal }) => callApi(accountOperations.profile, { signal }),
  select: (data) => data.profile,
});

export const searchHistoryQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'history'] as const,
  queryFn: ({ signal }) => callApi(accountOperations.history, { signal }),
  select: (data) => data.items,
});

/** Every finished report with the dashboard's fields (the server caps the list and says so in `capped`). */
export const dashboardHistoryQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'history', 'all'] as const,
  queryFn: ({ signal }) => callApi(accountOperations.historyAll, { signal }),
});

/** The exact number of finished reports. */
export const historyCountQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'history', 'count'] as const,
  queryFn: ({ signal }) => callApi(accountOperations.historyCount, { signal }),
  select: (data) => data.count,
});

/** Deletes the account with the password as confirmation; 401 when it is wrong. */
export function deleteAccount(password: string) {
  return callApi(accountOperations.delete, { body: { password } });
}

/**
 * Saves the language the renter reads RentValue and its emails in (the language switch, decision 074). Waits at most
 * two seconds: a slow answer never holds up the switch itself, and the cookie remembers the choice meanwhile.
 */
export async function saveAccountLanguage(language: Language): Promise<void> {
  const signal = AbortSignal.timeout(2000);
  await callApi(accountOperations.setLanguage, { body: { language }, signal }).catch(() => undefined);
}

/**
 * Asks for what the signed-in home shows (the profile, the latest reports, the dashboard's history and count) at
 * once, together: for a renter whose first page is the home, beside the session, not after the home's code (issue 34).
 */
export function prefetchSignedInHome(client: QueryClient): void {
  void client.prefetchQuery(accountProfileQueryOptions);
  void client.prefetchQuery(searchHistoryQueryOptions);
  void client.prefetchQuery(dashboardHistoryQueryOptions);
  void client.prefetchQuery(historyCountQueryOptions);
}
