import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '#core/site/query-seeds';
import { callApi } from './api-client';
import { shouldRetry } from './query-client';
import { authOperations, type Me, type SessionUser } from '#core/api/auth';

/** The signed-in renter as authOperations.me answers (the API contract's type). */
export type { SessionUser };

/** The session as authOperations.me answers: the user, or null for a visitor. */
export type SessionResponse = Me;

export function getSession(signal?: AbortSignal) {
  return callApi(authOperations.me, { signal });
}

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
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

/**
 * A prerendered page shows what a visitor sees, and the server sends it only to requests without a session cookie:
 * start from "signed out" so the first render matches that HTML, and still ask the server at once (the answer is
 * stale from the start) in case a session exists after all.
 */
export function seedVisitorSession(client: QueryClient): void {
  client.setQueryData<SessionResponse>(sessionQueryOptions.queryKey, { user: null }, { updatedAt: 0 });
}
