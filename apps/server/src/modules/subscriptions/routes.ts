import type { FastifyInstance } from 'fastify';
import type { PaymentProviders } from '../payments/index.ts';
import { registerSubscriptionOrderRoutes } from './admin-orders.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { registerInvoiceRoutes } from './invoice-routes.ts';
import { scheduleBilling } from './sandbox-billing.ts';
import { registerStripeBillingWebhook } from './stripe-billing-webhooks.ts';
import { registerSubscribeRoutes } from './subscribe-routes.ts';
import { registerSubscriptionChangeRoutes } from './subscription-change-routes.ts';
import { tellSubscriptionUpdated } from './subscription-replies.ts';

/**
 * The subscription calls (spec part 2 §7.2): plans, create, get, cancel, resume, the 3-D Secure
 * confirmation of a first payment and the invoice PDF, and Stripe Billing's webhook. On this node,
 * the sandbox gateway's billing engine runs a round every SUBSCRIPTION_BILLING_SECONDS.
 */
export function registerSubscriptionRoutes(
  app: FastifyInstance,
  deps: SubscriptionsDeps,
  providers: PaymentProviders,
): void {
  if (deps.config.SUBSCRIPTION_BILLING_SECONDS > 0) {
    const stop = scheduleBilling(deps, deps.config.SUBSCRIPTION_BILLING_SECONDS * 1000, app.log);
    app.addHook('onClose', stop);
  }
  registerStripeBillingWebhook(app, deps, providers);
  registerSubscriptionOrderRoutes(app, deps, providers, (row) => tellSubscriptionUpdated(deps, row));
  registerSubscribeRoutes(app, deps, providers);
  registerSubscriptionChangeRoutes(app, deps, providers);
  registerInvoiceRoutes(app, deps);
}
