import {
  type CreateSupportRequestRequest,
  ZCreateSupportRequestResponse,
  ZSubscribeNewsletterResponse,
} from '@screener/contracts/support';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export function useCreateSupportRequest() {
  return useMutation({
    mutationFn: (request: CreateSupportRequestRequest) =>
      apiRequest('consumer/support', request, ZCreateSupportRequestResponse),
  });
}

export function useSubscribeNewsletter() {
  return useMutation({
    mutationFn: (request: { email: string; company_id: number }) =>
      apiRequest('consumer/subscribeNewsletter', request, ZSubscribeNewsletterResponse),
  });
}
