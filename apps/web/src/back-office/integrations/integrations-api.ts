import * as adminApiKeysCalls from '@screener/contracts/calls/admin-api-keys';
import * as adminWebhooksCalls from '@screener/contracts/calls/admin-webhooks';
import { call } from '../../api/client';
import { staffKeys } from '../api';
import { useCallQuery, useRefreshingCall, useRefreshingChange } from '../query-hooks';

export const integrationKeys = {
  endpoints: () => [...staffKeys.all, 'webhooks'] as const,
  deliveries: (endpointId: number) => [...staffKeys.all, 'webhooks', 'deliveries', endpointId] as const,
  apiKeys: () => [...staffKeys.all, 'api-keys'] as const,
};

export function useWebhookEndpoints() {
  return useCallQuery(integrationKeys.endpoints(), adminWebhooksCalls.list, {});
}

export function useSaveWebhook() {
  return useRefreshingCall(adminWebhooksCalls.save, integrationKeys.endpoints());
}

export function useDeliveries(endpointId: number) {
  return useCallQuery(integrationKeys.deliveries(endpointId), adminWebhooksCalls.deliveries, {
    endpoint_id: endpointId,
  });
}

export function useResendDelivery(endpointId: number) {
  return useRefreshingChange(
    (deliveryId: number) => call(adminWebhooksCalls.resend, { delivery_id: deliveryId }),
    integrationKeys.deliveries(endpointId),
  );
}

export function useApiKeys() {
  return useCallQuery(integrationKeys.apiKeys(), adminApiKeysCalls.list, {});
}

export function useCreateApiKey() {
  return useRefreshingCall(adminApiKeysCalls.create, integrationKeys.apiKeys());
}

export function useRevokeApiKey() {
  return useRefreshingChange(
    (keyId: number) => call(adminApiKeysCalls.revoke, { key_id: keyId }),
    integrationKeys.apiKeys(),
  );
}
