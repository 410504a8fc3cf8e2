import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-errors';

const MAX_RETRIES = 2;

/**
 * Retry what may pass on a second try: network failures, unreadable answers and server faults
 * (HTTP 5xx). A refusal (an error envelope with HTTP 200, or a 4xx where the server keeps one)
 * would be refused again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiRequestError) return error.status >= 500;
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
