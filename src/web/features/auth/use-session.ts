import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { shouldRetry } from '../../lib/query-client';

export type SessionUser = {
  id: string;
  email: string;
  firstName: string | null;
};

export type SessionResponse = { user: SessionUser | null };

export const SESSION_ENDPOINT = '/api/me';

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiGet<SessionResponse>(SESSION_ENDPOINT, signal ? { signal } : undefined);
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'] as const,
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 60_000,
  // One retry at most: the header waits on this answer, and a failure just means "signed out" for now.
  retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
});

export type Session = {
  /** The signed-in user, or null for a visitor (and while unknown). */
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** True until the first answer (or failure) arrives: screens hold back login-dependent parts meanwhile. */
  isPending: boolean;
};

/** Who is signed in. A failed lookup counts as signed out, so the header still works when the API is down. */
export function useSession(): Session {
  const query = useQuery(sessionQueryOptions);
  const user = query.data?.user ?? null;
  return { user, isLoggedIn: user !== null, isPending: query.isPending };
}
