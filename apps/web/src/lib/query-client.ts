import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http.ts';
import { refetchOnMount } from './ssr-cache.ts';

/** Content (pages, goods) counts as fresh for this long. */
const CONTENT_STALE_MS = 30_000;

/**
 * An ApiError is the server's answer (or our timeout): asking again will not change it.
 * Other failures (a bug in a parser, a flaky network below fetch) get one more try.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: CONTENT_STALE_MS, refetchOnWindowFocus: false, refetchOnMount },
      mutations: { retry: false },
    },
  });
}
