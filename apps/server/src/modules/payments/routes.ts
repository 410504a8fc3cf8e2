import type { FastifyInstance } from 'fastify';
import type { SubscriptionOrders } from '../../ports/subscription-orders.ts';
import { registerCashRoutes } from './cash-routes.ts';
import type { PaymentsDeps } from './deps.ts';
import { registerGatewayRoutes } from './gateway-routes.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { registerOrderRoutes } from './order-routes.ts';
import { schedulePaymentRounds } from './payment-rounds.ts';
import { registerPaymentStepRoutes } from './payment-step-routes.ts';
import { registerProviderRoutes } from './provider-routes.ts';
import { registerPurchaseRoutes } from './purchase-routes.ts';

/** The payment calls, the providers' webhooks and frames, and on this node the reconciliation rounds. */
export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
  /** The orders grid's subscriptions, read by their own module. */
  subscriptionOrders: SubscriptionOrders,
): void {
  registerProviderRoutes(app, deps, providers);
  registerGatewayRoutes(app, deps, providers);
  if (deps.config.PAYMENT_RECONCILE_SECONDS > 0) {
    const stop = schedulePaymentRounds(
      deps,
      providers,
      deps.config.PAYMENT_RECONCILE_SECONDS * 1000,
      app.log,
    );
    app.addHook('onClose', stop);
  }
  registerPurchaseRoutes(app, deps, providers);
  registerPaymentStepRoutes(app, deps, providers);
  registerCashRoutes(app, deps);
  registerOrderRoutes(app, deps, providers, subscriptionOrders);
}
