import * as enrollmentCalls from '@screener/contracts/calls/enrollment';
import { ACCESS_LINK_TYPES } from '@screener/contracts/event';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import type { ScreenerParts } from '../screenings/index.ts';
import { listDashboardScreenings } from './dashboard-screenings.ts';
import type { EnrollmentDeps } from './deps.ts';
import { enroll } from './enroll.ts';
import type { PaymentParts } from './payment-parts.ts';

export function registerEnrollmentRoutes(
  app: FastifyInstance,
  deps: EnrollmentDeps,
  parts: ScreenerParts,
  payments: PaymentParts,
): void {
  registerCall(app, deps, enrollmentCalls.enroll, async ({ body, company, viewer, request, now }) => {
    await enroll(deps.db, payments, {
      companyId: company.id,
      consumerId: viewer.consumerId,
      screenerId: body.screener_id,
      eventType: body.event_type,
      isPreview: viewer.session.accessLinkType === ACCESS_LINK_TYPES.preview,
      country: deps.geo.countryOf(request),
      now,
    });
    return payments.viewerState(deps.db, company.id, viewer.consumerId);
  });

  /** The dashboard's events: every event the viewer is enrolled in, bought or is paying for (and, asked, subscribed to). */
  registerCall(
    app,
    deps,
    enrollmentCalls.listScreenings,
    async ({ body, company, viewer, request, now, language }) => {
      if (body.company_id !== undefined && body.company_id !== company.id) throw new AppError('FORBIDDEN');
      return {
        screenings: await listDashboardScreenings(deps.db, parts, payments, {
          companyId: company.id,
          consumerId: viewer.consumerId,
          country: deps.geo.countryOf(request),
          language,
          now,
          includeSubscription: body.include_subscription === true,
        }),
      };
    },
  );
}
