import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ACCOUNT_QUERY_KEY } from '#core/site/query-seeds';
import {
  authOperations,
  type PasswordReset,
  type PasswordResetRequest,
  type SignInRequest,
  type SignUpRequest,
} from '#core/api/auth';
import { callApi } from './api-client';
import { sessionQueryOptions, type SessionResponse, type SessionUser } from './use-session';

// The auth calls of the JSON API and what each one changes on the client: the session (the
// header reads it) and the signed-in user's own data (every query under ACCOUNT_QUERY_KEY).

/** Every query that holds the signed-in user's own data starts with this key. */
export { ACCOUNT_QUERY_KEY };

/** The server's code for a reset link that is used, expired or unknown. */
export const RESET_LINK_INVALID = 'RESET_LINK_INVALID';

export function signUp(body: SignUpRequest) {
  return callApi(authOperations.signUp, { body });
}

export function signIn(body: SignInRequest) {
  return callApi(authOperations.signIn, { body });
}

export function signOut() {
  return callApi(authOperations.signOut);
}

export function requestPasswordReset(body: PasswordResetRequest) {
  return callApi(authOperations.requestPasswordReset, { body });
}

export function resetPassword(body: PasswordReset) {
  return callApi(authOperations.resetPassword, { body });
}

/** After sign-in or sign-up: the header switches at once, and no earlier user's data survives. */
function applySignedIn(queryClient: QueryClient, user: SessionUser): void {
  queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
  queryClient.setQueryData<SessionResponse>(sessionQueryOptions.queryKey, { user });
  void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
}

/**
 * After sign-out or account deletion: the session is empty at once and the user's data leaves
 * the cache. Queries still on screen are disabled by their `enabled: isLoggedIn`, so nothing refetches.
 */
function applySignedOut(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ queryKey: ACCOUNT_QUERY_KEY });
  queryClient.setQueryData<SessionResponse>(sessionQueryOptions.queryKey, { user: null });
  queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
}

/** applySignedIn / applySignedOut bound to the app's query client. */
export function useSessionUpdates() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      signedIn: (user: SessionUser) => applySignedIn(queryClient, user),
      signedOut: () => applySignedOut(queryClient),
    }),
    [queryClient],
  );
}
