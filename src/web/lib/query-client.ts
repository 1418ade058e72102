import { QueryClient } from '@tanstack/react-query';
import { isApiError, isClientError } from './api-client';

const MAX_RETRIES = 2;

/** Retries server and network failures. A 4xx is the server's considered answer, so asking again cannot change it; other failures get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // Anything that is not an ApiError is a bug in our own code, which a retry would only repeat.
  if (!isApiError(error) || isClientError(error)) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
