import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ACCOUNT_QUERY_KEY } from '#core/site/query-seeds';
import { apiPost } from './api-client';
import { sessionQueryOptions, type SessionResponse, type SessionUser } from './use-session';

// The auth calls of the JSON API and what each one changes on the client: the session (the
// header reads it) and the signed-in user's own data (every query under ACCOUNT_QUERY_KEY).

/** Every query that holds the signed-in user's own data starts with this key. */
export { ACCOUNT_QUERY_KEY };

export const AUTH_ENDPOINTS = {
  signUp: '/api/auth/sign-up',
  signIn: '/api/auth/sign-in',
  signOut: '/api/auth/sign-out',
  requestPasswordReset: '/api/auth/password-reset/request',
  resetPassword: '/api/auth/password-reset',
} as const;

export type SignUpBody = {
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  state: string;
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
  optOut: boolean;
  captchaToken: string;
  purchaseIntent?: string;
};

export type SignInBody = { email: string; password: string; captchaToken: string };
export type PasswordResetRequestBody = { email: string; captchaToken: string };
export type PasswordResetBody = { token: string; password: string; confirmPassword: string };

/** The answer to sign-up and sign-in. `user` may be missing if the server misbehaves. */
export type AuthResponse = { user?: SessionUser | null };
export type MessageResponse = { message?: string };

/** The server's code for a reset link that is used, expired or unknown. */
export const RESET_LINK_INVALID = 'RESET_LINK_INVALID';

export function signUp(body: SignUpBody): Promise<AuthResponse | undefined> {
  return apiPost<AuthResponse | undefined>(AUTH_ENDPOINTS.signUp, body);
}

export function signIn(body: SignInBody): Promise<AuthResponse | undefined> {
  return apiPost<AuthResponse | undefined>(AUTH_ENDPOINTS.signIn, body);
}

export function signOut(): Promise<void> {
  return apiPost<void>(AUTH_ENDPOINTS.signOut);
}

export function requestPasswordReset(body: PasswordResetRequestBody): Promise<MessageResponse | undefined> {
  return apiPost<MessageResponse | undefined>(AUTH_ENDPOINTS.requestPasswordReset, body);
}

export function resetPassword(body: PasswordResetBody): Promise<MessageResponse | undefined> {
  return apiPost<MessageResponse | undefined>(AUTH_ENDPOINTS.resetPassword, body);
}

/** After sign-in or sign-up: the header switches at once, and no earlier user's data survives. */
export function applySignedIn(queryClient: QueryClient, user: SessionUser): void {
  queryClient.removeQueries({ queryKey: ACCOUNT_QUERY_KEY });
  queryClient.setQueryData<SessionResponse>(sessionQueryOptions.queryKey, { user });
  void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
}

/**
 * After sign-out or account deletion: the session is empty at once and the user's data leaves
 * the cache. Queries still on screen are disabled by their `enabled: isLoggedIn`, so nothing refetches.
 */
export function applySignedOut(queryClient: QueryClient): void {
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
