import { isAPIError } from 'better-auth/api';

/** better-auth's machine code of a failure (e.g. INVALID_TOKEN), or null for anything else. */
export function authErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : null;
}
