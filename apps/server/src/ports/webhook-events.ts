import type { WebhookEvent } from '@screener/contracts/webhooks';

/**
 * Where a module tells an organisation's systems that something happened (an order completed, a
 * viewer registered), after its own transaction committed. The webhooks module implements it: it
 * writes a delivery for each endpoint that listens and queues it; nothing is sent over the network
 * in the caller's request, and a failure is logged, never thrown.
 */
export type WebhookEventsPort = {
  publish(companyId: number, event: WebhookEvent, data: Record<string, unknown>): Promise<void>;
};

/** A port that tells nobody, for scripts and tests that do not look at webhooks. */
export const silentWebhookEvents: WebhookEventsPort = { publish: async () => undefined };
