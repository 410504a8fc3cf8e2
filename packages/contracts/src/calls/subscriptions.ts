import { z } from 'zod';
import { defineCall, defineFileCall } from '../call.ts';
import {
  ZCancelSubscriptionRequest,
  ZConfirmSubscriptionRequest,
  ZCreateSubscriptionRequest,
  ZCreateSubscriptionResponse,
  ZGetSubscriptionRequest,
  ZGetSubscriptionResponse,
  ZListPlansRequest,
  ZListPlansResponse,
  ZPaySubscriptionRequest,
  ZResumeSubscriptionRequest,
  ZSubscriptionResponse,
} from '../subscription.ts';
import { zPathId } from '../validation.ts';

const ZSubscriptionPath = z.object({ subscriptionId: zPathId });
const ZInvoicePath = z.object({ invoiceId: zPathId });

export const listPlans = defineCall({
  path: 'pricing/listPlans',
  body: ZListPlansRequest,
  response: ZListPlansResponse,
  auth: 'optional',
  tenant: 'host',
});

export const create = defineCall({
  path: 'subscription/create',
  body: ZCreateSubscriptionRequest,
  response: ZCreateSubscriptionResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const get = defineCall({
  path: 'subscription/get',
  body: ZGetSubscriptionRequest,
  response: ZGetSubscriptionResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const cancel = defineCall({
  path: 'subscription/:subscriptionId/cancel',
  body: ZCancelSubscriptionRequest,
  response: ZSubscriptionResponse,
  params: ZSubscriptionPath,
  auth: 'consumer',
  tenant: 'host',
});

export const resume = defineCall({
  path: 'subscription/:subscriptionId/resume',
  body: ZResumeSubscriptionRequest,
  response: ZSubscriptionResponse,
  params: ZSubscriptionPath,
  auth: 'consumer',
  tenant: 'host',
});

export const confirm = defineCall({
  path: 'subscription/:subscriptionId/confirm',
  body: ZConfirmSubscriptionRequest,
  response: ZSubscriptionResponse,
  params: ZSubscriptionPath,
  auth: 'consumer',
  tenant: 'host',
});

export const pay = defineCall({
  path: 'subscription/:subscriptionId/pay',
  body: ZPaySubscriptionRequest,
  response: ZSubscriptionResponse,
  params: ZSubscriptionPath,
  auth: 'consumer',
  tenant: 'host',
});

export const invoicePdf = defineFileCall({
  path: 'subscription/invoices/:invoiceId/pdf',
  body: z.object({}),
  params: ZInvoicePath,
  auth: 'consumer',
  tenant: 'host',
});
