import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from './api-client';
import { ACCOUNT_QUERY_KEY } from './auth-api';

// The signed-in user's own data. Every key starts with ACCOUNT_QUERY_KEY, so signing in or out
// clears all of it at once.

// The API contract's answer types (src/core/api).
import type { DashboardHistory, DashboardHistoryItem, HistoryItem, Profile as AccountProfile } from '#core/api/account';

export type { AccountProfile, DashboardHistory, DashboardHistoryItem, HistoryItem };

export const ACCOUNT_ENDPOINTS = {
  profile: '/api/account',
  history: '/api/account/history',
  historyAll: '/api/account/history/all',
  historyCount: '/api/account/history/count',
  export: '/api/account/export',
  delete: '/api/account',
} as const;

export const accountProfileQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'profile'] as const,
  queryFn: ({ signal }) => apiGet<{ profile: AccountProfile }>(ACCOUNT_ENDPOINTS.profile, { signal }),
  select: (data) => data.profile,
});

export const searchHistoryQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'history'] as const,
  queryFn: ({ signal }) => apiGet<{ items: HistoryItem[] }>(ACCOUNT_ENDPOINTS.history, { signal }),
  select: (data) => data.items,
});

/** Every finished report with the dashboard's fields (the server caps the list and says so in `capped`). */
export const dashboardHistoryQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'history', 'all'] as const,
  queryFn: ({ signal }) => apiGet<DashboardHistory>(ACCOUNT_ENDPOINTS.historyAll, { signal }),
});

/** The exact number of finished reports. */
export const historyCountQueryOptions = queryOptions({
  queryKey: [...ACCOUNT_QUERY_KEY, 'history', 'count'] as const,
  queryFn: ({ signal }) => apiGet<{ count: number }>(ACCOUNT_ENDPOINTS.historyCount, { signal }),
  select: (data) => data.count,
});

/** DELETE /api/account with the password as confirmation; 401 when it is wrong. */
export function deleteAccount(password: string): Promise<void> {
  return apiRequest<void>('DELETE', ACCOUNT_ENDPOINTS.delete, { password });
}
