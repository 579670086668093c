import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@smes/api';

/** Failures that another try cannot mend: the server understood and said no, or the user left. */
const FINAL_KINDS = new Set(['business', 'expired', 'server', 'cancelled', 'bad-response']);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    if (FINAL_KINDS.has(error.kind)) return false;
    // A 4xx answer will be the same next time.
    if (error.statusCode >= 400 && error.statusCode < 500) return false;
  }
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
