import * as adminWebhooksCalls from '@screener/contracts/calls/admin-webhooks';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import { deliveryView, listDeliveries, resendDelivery } from './deliveries.ts';
import type { WebhooksDeps } from './deps.ts';
import { listEndpoints, saveEndpoint } from './endpoints.ts';
import type { WebhookQueue } from './webhook-queue.ts';

/** The back-office's webhooks (issue 35): endpoints, their deliveries and "send again". */
export function registerWebhookRoutes(app: FastifyInstance, deps: WebhooksDeps, queue: WebhookQueue): void {
  const allowLoopback = deps.config.webhookAllowLoopback;
  registerCall(app, deps, adminWebhooksCalls.save, async ({ body, company, now }) =>
    saveEndpoint({ db: deps.db, secrets: deps.secrets, allowLoopback }, company.id, body, now),
  );
  registerCall(app, deps, adminWebhooksCalls.list, async ({ company }) => ({
    endpoints: await listEndpoints(deps.db, company.id),
  }));
  registerCall(app, deps, adminWebhooksCalls.deliveries, async ({ body, company }) =>
    listDeliveries(deps.db, company.id, body),
  );
  registerCall(app, deps, adminWebhooksCalls.resend, async ({ body, company, now }) => {
    const delivery = await resendDelivery(deps.db, company.id, body.delivery_id, now);
    await queue.queue(delivery.id);
    return { delivery: deliveryView(delivery) };
  });
}
