import type { ZCreateApiKeyRequest } from '@screener/contracts/api-keys';
import * as adminApiKeysCalls from '@screener/contracts/calls/admin-api-keys';
import * as adminWebhooksCalls from '@screener/contracts/calls/admin-webhooks';
import type { SaveWebhookRequest } from '@screener/contracts/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/client';
import { staffKeys } from '../api';

export const integrationKeys = {
  endpoints: () => [...staffKeys.all, 'webhooks'] as const,
  deliveries: (endpointId: number) => [...staffKeys.all, 'webhooks', 'deliveries', endpointId] as const,
  apiKeys: () => [...staffKeys.all, 'api-keys'] as const,
};

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: integrationKeys.endpoints(),
    queryFn: ({ signal }) => call(adminWebhooksCalls.list, {}, { signal }),
  });
}

export function useSaveWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveWebhookRequest) => call(adminWebhooksCalls.save, input),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.endpoints() }),
  });
}

export function useDeliveries(endpointId: number) {
  return useQuery({
    queryKey: integrationKeys.deliveries(endpointId),
    queryFn: ({ signal }) => call(adminWebhooksCalls.deliveries, { endpoint_id: endpointId }, { signal }),
  });
}

export function useResendDelivery(endpointId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => call(adminWebhooksCalls.resend, { delivery_id: deliveryId }),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.deliveries(endpointId) }),
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: integrationKeys.apiKeys(),
    queryFn: ({ signal }) => call(adminApiKeysCalls.list, {}, { signal }),
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<typeof ZCreateApiKeyRequest>) => call(adminApiKeysCalls.create, input),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.apiKeys() }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: number) => call(adminApiKeysCalls.revoke, { key_id: keyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.apiKeys() }),
  });
}
