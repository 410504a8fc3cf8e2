import * as adminRequestsCalls from '@screener/contracts/calls/admin-requests';
import type { AnswerRequestRequest, ListRequestsRequest } from '@screener/contracts/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { staffKeys } from '../api';
import { useListQuery } from '../query-hooks';

export const requestKeys = {
  all: [...staffKeys.all, 'requests'] as const,
  list: (query: ListRequestsRequest) => [...requestKeys.all, 'list', query] as const,
};

export function useInboxRequests(query: ListRequestsRequest) {
  return useListQuery(requestKeys.list(query), adminRequestsCalls.listRequests, query);
}

/** An answer: the inbox reads again, and so do the orders an approval refunded. */
export function useAnswerRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerRequestRequest) => call(adminRequestsCalls.answerRequest, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: requestKeys.all }),
        client.invalidateQueries({ queryKey: [...staffKeys.all, 'orders'] }),
      ]),
  });
}
