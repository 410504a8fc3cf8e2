import * as subscriptionsCalls from '@screener/contracts/calls/subscriptions';
import { ACCESS_LINK_TYPES } from '@screener/contracts/event';
import { visiblePlans } from '@screener/contracts/subscription';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { findConsumer } from '../auth/index.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { subscriptionScope } from './active-subscription.ts';
import { mailSubscriptionConfirmation } from './confirmation-mail.ts';
import { createSubscription } from './create-subscription.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { subscriptionAnswer, tellSubscriptionUpdated } from './subscription-replies.ts';
import { findLatestSubscription, listActivePlans, listInvoices } from './subscription-store.ts';
import { invoiceView, paymentMethodView, planView } from './subscription-view.ts';

/** The viewer subscribes: the plans on offer, a subscription created, and the one they hold. */
export function registerSubscribeRoutes(
  app: FastifyInstance,
  deps: SubscriptionsDeps,
  providers: PaymentProviders,
): void {
  registerCall(app, deps, subscriptionsCalls.listPlans, async ({ company }) => ({
    plans: visiblePlans(
      (await listActivePlans(deps.db, company.id)).map(planView),
      company.customProperties.hide_yearly_plans,
    ),
  }));

  registerCall(
    app,
    deps,
    subscriptionsCalls.create,
    async ({ body, company, viewer, request, language, now }) => {
      // A preview session looks but never pays (decision order step 1).
      if (viewer.session.accessLinkType === ACCESS_LINK_TYPES.preview) throw new AppError('FORBIDDEN');
      const consumer = await findConsumer(deps.db, company.id, viewer.consumerId);
      if (!consumer) throw new AppError('SESSION_EXPIRED');
      const { subscription, challengeUrl } = await createSubscription(
        {
          db: deps.db,
          providers,
          company,
          consumer,
          origin: siteOrigin(deps.config, company.domain),
          language,
          now,
        },
        body,
      );
      await mailSubscriptionConfirmation(deps, { subscriptionId: subscription.id, language }, request.log);
      await tellSubscriptionUpdated(deps, subscription);
      return {
        subscription: await subscriptionAnswer(deps.db, company, subscription),
        next_action: challengeUrl ? ('three_d_secure' as const) : ('none' as const),
        url: challengeUrl,
      };
    },
  );

  registerCall(app, deps, subscriptionsCalls.get, async ({ company, viewer, now }) => {
    const row = await findLatestSubscription(deps.db, company.id, viewer.consumerId);
    if (!row) return { subscription: null, localSubscription: null, paymentMethod: null, invoices: [] };
    const scope = await subscriptionScope(deps.db, company.id, viewer.consumerId, now);
    return {
      subscription: await subscriptionAnswer(deps.db, company, row),
      localSubscription: {
        id: row.id,
        status: row.status,
        gateway: row.gateway === 'stripe' ? ('stripe' as const) : ('sandbox' as const),
        covers: scope ? { all_events: scope.allEvents, screener_ids: scope.screenerIds } : null,
      },
      paymentMethod: paymentMethodView(row),
      invoices: (await listInvoices(deps.db, row.id)).map(invoiceView),
    };
  });
}
