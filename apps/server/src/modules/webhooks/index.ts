/** The webhooks module's face: what the composition root may use. */
export { registerWebhookRoutes } from './routes.ts';
export { createDeliverySender } from './send-delivery.ts';
export { createWebhookQueue, type WebhookQueue } from './webhook-queue.ts';
