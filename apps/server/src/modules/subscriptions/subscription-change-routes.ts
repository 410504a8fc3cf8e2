import * as subscriptionsCalls from '@screener/contracts/calls/subscriptions';
import { ACCESS_LINK_TYPES } from '@screener/contracts/event';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall, type Viewer } from '../../lib/call.ts';
import type { CompanyRow } from '../companies/index.ts';
import type { PaymentProviders } from '../payments/index.ts';
import { mailSubscriptionConfirmation } from './confirmation-mail.ts';
import type { SubscriptionsDeps } from './deps.ts';
import {
  cancelSubscription,
  confirmSubscription,
  paySubscription,
  resumeSubscription,
} from './manage-subscription.ts';
import { subscriptionAnswer, tellSubscriptionUpdated } from './subscription-replies.ts';
import type { SubscriptionRow } from './subscription-view.ts';

/** The viewer changes the subscription named in the path: cancel, resume, confirm its first payment, pay. */
export function registerSubscriptionChangeRoutes(
  app: FastifyInstance,
  deps: SubscriptionsDeps,
  providers: PaymentProviders,
): void {
  const owner = (company: CompanyRow, viewer: Viewer) => ({
    companyId: company.id,
    consumerId: viewer.consumerId,
  });
  const changed = async (company: CompanyRow, row: SubscriptionRow) => {
    await tellSubscriptionUpdated(deps, row);
    return { subscription: await subscriptionAnswer(deps.db, company, row) };
  };

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
      return changed(company, row);
    },
  );

  registerCall(
    app,
    deps,
    subscriptionsCalls.resume,
    async ({ company, viewer, params: { subscriptionId: id }, now }) =>
      changed(company, await resumeSubscription(deps.db, providers, owner(company, viewer), id, now)),
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
      return changed(company, row);
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
      return changed(company, row);
    },
  );
}
