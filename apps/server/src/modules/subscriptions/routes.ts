import * as subscriptionsCalls from '@screener/contracts/calls/subscriptions';
import { toApiDateTime } from '@screener/contracts/dates';
import { ACCESS_LINK_TYPES } from '@screener/contracts/event';
import { visiblePlans, ZSubscriptionResponse } from '@screener/contracts/subscription';
import { zPathId } from '@screener/contracts/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { registerCall, registerFileCall, type Viewer } from '../../lib/call.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { findConsumer } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { subscriptionScope } from './active-subscription.ts';
import { registerSubscriptionOrderRoutes } from './admin-orders.ts';
import { mailSubscriptionConfirmation } from './confirmation-mail.ts';
import { createSubscription } from './create-subscription.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { INVOICE_PDF_CONTENT_TYPE, invoicePdfOf } from './invoice-download.ts';
import {
  cancelSubscription,
  confirmSubscription,
  paySubscription,
  resumeSubscription,
} from './manage-subscription.ts';
import { scheduleBilling } from './sandbox-billing.ts';
import { registerStripeBillingWebhook } from './stripe-billing-webhooks.ts';
import { findLatestSubscription, findPlanById, listActivePlans, listInvoices } from './subscription-store.ts';
import {
  invoiceView,
  paymentMethodView,
  planView,
  type SubscriptionRow,
  subscriptionView,
} from './subscription-view.ts';

/** The calls on one of the viewer's subscriptions, named in the path. */
const _subscriptionCall = {
  params: z.object({ subscriptionId: zPathId }),
  response: ZSubscriptionResponse,
  auth: 'consumer',
  tenant: 'host',
} as const;
const _ZInvoicePath = z.object({ invoiceId: zPathId });

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

  const view = async (company: CompanyRow, row: SubscriptionRow) => {
    const [plan, consumer] = await Promise.all([
      findPlanById(deps.db, company.id, row.planId),
      findConsumer(deps.db, company.id, row.consumerId),
    ]);
    if (!plan || !consumer) throw new AppError('NOT_FOUND');
    return subscriptionView(row, plan, consumer.contactEmail ?? consumer.email);
  };
  /** A change of a subscription (the viewer's, or staff's from the order page), told to the organisation's systems. */
  const tellUpdated = (row: SubscriptionRow) =>
    deps.webhooks.publish(row.companyId, 'subscription.updated', {
      subscription_id: row.id,
      viewer_id: row.consumerId,
      plan_id: row.planId,
      status: row.status,
      cancel_at_period_end: row.cancelAtPeriodEnd,
      current_period_end: toApiDateTime(row.currentPeriodEnd),
      gateway: row.gateway,
    });
  registerSubscriptionOrderRoutes(app, deps, providers, tellUpdated);
  const owner = (company: CompanyRow, viewer: Viewer) => ({
    companyId: company.id,
    consumerId: viewer.consumerId,
  });

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
      await tellUpdated(subscription);
      return {
        subscription: await view(company, subscription),
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
      subscription: await view(company, row),
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

  registerCall(
    app,
    deps,
    subscriptionsCalls.cancel,
    async ({ body, company, viewer, params: { subscriptionId: id }, now }) => {
      const row = await cancelSubscription(
        deps.db,
        providers,
        owner(company, viewer),
        id,
        body.cancelNow,
        now,
      );
      await tellUpdated(row);
      return { subscription: await view(company, row) };
    },
  );

  registerCall(
    app,
    deps,
    subscriptionsCalls.resume,
    async ({ company, viewer, params: { subscriptionId: id }, now }) => {
      const row = await resumeSubscription(deps.db, providers, owner(company, viewer), id, now);
      await tellUpdated(row);
      return { subscription: await view(company, row) };
    },
  );

  registerCall(
    app,
    deps,
    subscriptionsCalls.confirm,
    async ({ body, company, viewer, request, language, params: { subscriptionId: id }, now }) => {
      const row = await confirmSubscription(
        deps.db,
        providers,
        owner(company, viewer),
        id,
        body.client_secret_id,
        now,
      );
      await mailSubscriptionConfirmation(deps, { subscriptionId: row.id, language }, request.log);
      await tellUpdated(row);
      return { subscription: await view(company, row) };
    },
  );

  registerCall(
    app,
    deps,
    subscriptionsCalls.pay,
    async ({ body, company, viewer, params: { subscriptionId: id }, now }) => {
      // A preview session looks but never pays.
      if (viewer.session.accessLinkType === ACCESS_LINK_TYPES.preview) throw new AppError('FORBIDDEN');
      const row = await paySubscription(deps.db, providers, owner(company, viewer), id, body, now);
      await tellUpdated(row);
      return { subscription: await view(company, row) };
    },
  );

  registerFileCall(
    app,
    deps,
    subscriptionsCalls.invoicePdf,
    async ({ company, viewer, params, language }) => {
      const { invoiceId } = params;
      return {
        contentType: INVOICE_PDF_CONTENT_TYPE,
        fileName: `invoice-${invoiceId}.pdf`,
        bytes: await invoicePdfOf(deps.db, {
          company: { id: company.id, title: company.title, timezone: company.timezone },
          consumerId: viewer.consumerId,
          invoiceId,
          language,
        }),
      };
    },
  );
}
