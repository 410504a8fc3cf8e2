import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  ZListDeliveriesRequest,
  ZListDeliveriesResponse,
  ZListWebhooksResponse,
  ZResendDeliveryRequest,
  ZResendDeliveryResponse,
  ZSaveWebhookRequest,
  ZSaveWebhookResponse,
} from '../webhooks.ts';

/** An organisation's outgoing webhooks: owners only (the `integrations` permission). */
export const save = defineCall({
  path: 'admin/webhooks/save',
  body: ZSaveWebhookRequest,
  response: ZSaveWebhookResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'integrations',
});

export const list = defineCall({
  path: 'admin/webhooks/list',
  body: z.object({}),
  response: ZListWebhooksResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'integrations',
});

export const deliveries = defineCall({
  path: 'admin/webhooks/deliveries',
  body: ZListDeliveriesRequest,
  response: ZListDeliveriesResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'integrations',
});

export const resend = defineCall({
  path: 'admin/webhooks/resend',
  body: ZResendDeliveryRequest,
  response: ZResendDeliveryResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'integrations',
});
