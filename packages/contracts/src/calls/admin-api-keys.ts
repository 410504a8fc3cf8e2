import { z } from 'zod';
import {
  ZCreateApiKeyRequest,
  ZCreateApiKeyResponse,
  ZListApiKeysResponse,
  ZRevokeApiKeyRequest,
  ZRevokeApiKeyResponse,
} from '../api-keys.ts';
import { defineCall } from '../call.ts';

/** The organisation's API keys: owners only (the `integrations` permission). */
export const create = defineCall({
  path: 'admin/api-keys/create',
  body: ZCreateApiKeyRequest,
  response: ZCreateApiKeyResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'integrations',
});

export const list = defineCall({
  path: 'admin/api-keys/list',
  body: z.object({}),
  response: ZListApiKeysResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'integrations',
});

export const revoke = defineCall({
  path: 'admin/api-keys/revoke',
  body: ZRevokeApiKeyRequest,
  response: ZRevokeApiKeyResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'integrations',
});
