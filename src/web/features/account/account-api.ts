import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api-client';
import { ACCOUNT_QUERY_KEY } from '../auth/auth-api';

// The signed-in user's own data. Every key starts with ACCOUNT_QUERY_KEY, so signing in or out
// clears all of it at once.

// The server's own answer types (type-only imports: no server code reaches the browser).
import type { Profile as AccountProfile } from '../../../server/account/get-profile';
import type { HistoryItem } from '../../../server/account/list-history';

export type { AccountProfile, HistoryItem };

export const ACCOUNT_ENDPOINTS = {
  profile: '/api/account',
  history: '/api/account/history',
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

/** DELETE /api/account with the password as confirmation; 401 when it is wrong. */
export function deleteAccount(password: string): Promise<void> {
  return apiRequest<void>('DELETE', ACCOUNT_ENDPOINTS.delete, { password });
}
