import * as supportCalls from '@screener/contracts/calls/support';
import type { CreateSupportRequestRequest } from '@screener/contracts/support';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';

export function useCreateSupportRequest() {
  return useMutation({
    mutationFn: (request: CreateSupportRequestRequest) => call(supportCalls.support, request),
  });
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (request: { email: string; company_id: number }) =>
      call(supportCalls.subscribeNewsletter, request),
  });
}
