import type { CallDeclaration } from '@screener/contracts/call';
import {
  keepPreviousData,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../api/client';

/** The query and mutation hooks the back-office's `*-api.ts` files are made of. */

/** A query's key and its call, to hand to `useQuery` beside any options of its own. */
export function callQuery<B extends z.ZodType, R extends z.ZodType>(
  queryKey: QueryKey,
  declaration: CallDeclaration<string, B, R>,
  body: z.input<B>,
) {
  return { queryKey, queryFn: ({ signal }: { signal: AbortSignal }) => call(declaration, body, { signal }) };
}

/** One call read as a query under its key. */
export const useCallQuery = <B extends z.ZodType, R extends z.ZodType>(
  queryKey: QueryKey,
  declaration: CallDeclaration<string, B, R>,
  body: z.input<B>,
) => useQuery(callQuery(queryKey, declaration, body));

/** One page of a back-office list: the page shown stays on screen while the next one loads. */
export const useListQuery = <B extends z.ZodType, R extends z.ZodType>(
  queryKey: QueryKey,
  declaration: CallDeclaration<string, B, R>,
  body: z.input<B>,
) => useQuery({ ...callQuery(queryKey, declaration, body), placeholderData: keepPreviousData });

/**
 * A change that makes the queries under `staleKey` stale: they are read again, and the change
 * settles only once they have been, so whoever waits for it (a dialog) sees the fresh rows.
 */
export function useRefreshingChange<I, O>(mutationFn: (input: I) => Promise<O>, staleKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: staleKey }),
  });
}

/** `useRefreshingChange` for a call made with the body it is given. */
export const useRefreshingCall = <B extends z.ZodType, R extends z.ZodType>(
  declaration: CallDeclaration<string, B, R>,
  staleKey: QueryKey,
) => useRefreshingChange((body: z.input<B>) => call(declaration, body), staleKey);
