import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-errors';

const MAX_RETRIES = 2;

/**
 * Retry what may pass on a second try: network failures, unreadable answers and server errors
 * (HTTP 500–549). A refused request (4xx, or the catalogue's 55x session codes) would be refused again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiRequestError) return error.status >= 500 && error.status < 550;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
