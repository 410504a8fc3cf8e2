import * as supportCalls from '@screener/contracts/calls/support';
import {
  BOOKING_QUERIES_PER_WINDOW,
  SUPPORT_REQUEST_WINDOW_MS,
  SUPPORT_REQUESTS_PER_WINDOW,
} from '@screener/contracts/support';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { submitBookingQuery } from './booking-queries.ts';
import type { SupportDeps } from './deps.ts';
import { createSupportRequest, type NewsletterProvider, subscribeNewsletter } from './service.ts';

/** `newsletter` is null when no provider is configured: sign-ups then stay in the local table. */
export function registerSupportRoutes(
  app: FastifyInstance,
  deps: SupportDeps,
  newsletter: NewsletterProvider | null,
): void {
  const window = SUPPORT_REQUEST_WINDOW_MS;
  /** Messages per sender's email address and site, whoever sends them. */
  const limitMessages = deps.rateLimits.limiter({
    name: 'support',
    max: SUPPORT_REQUESTS_PER_WINDOW,
    windowMs: window,
  });
  const limitQuestions = deps.rateLimits.limiter({
    name: 'booking_query',
    max: BOOKING_QUERIES_PER_WINDOW,
    windowMs: window,
  });
  /** Sign-ups from one client address: a household, not a script filling the list. */
  const limitSignUps = deps.rateLimits.limiter({ name: 'newsletter', max: 30, windowMs: window });

  /** The floating "Leave a message" form; a signed-in viewer is linked to the request. */
  registerCall(app, deps, supportCalls.support, async ({ body, request, company, viewer, language, now }) => {
    await limitMessages(request, `${company.id}:${body.email.toLowerCase()}`);
    return {
      message: await createSupportRequest(deps, {
        company,
        request: body,
        consumerId: viewer?.consumerId ?? null,
        language,
        now,
      }),
    };
  });

  registerCall(
    app,
    deps,
    supportCalls.subscribeNewsletter,
    async ({ body, request, company, language, now }) => {
      // The body names the company too; a site signs up to its own list only.
      if (body.company_id !== company.id) throw new AppError('NOT_FOUND');
      await limitSignUps(request, `ip:${request.ip}`);
      return {
        message: await subscribeNewsletter(
          { db: deps.db, provider: newsletter, log: request.log },
          { company, email: body.email, language, now },
        ),
      };
    },
  );

  /** The Support button on a ticket (spec part 2 §7.2): a question about one of the viewer's bookings. */
  registerCall(
    app,
    deps,
    supportCalls.submitBookingQuery,
    async ({ request, params, body, company, viewer, language, now }) => {
      const { screener_id: screenerId, booking_id: bookingId } = params;
      if ((body.booking_id ?? bookingId) !== bookingId || (body.screener_id ?? screenerId) !== screenerId)
        throw new AppError('NOT_FOUND');
      return {
        message: await submitBookingQuery(deps, {
          company,
          consumerId: viewer.consumerId,
          bookingId,
          screenerId,
          query: body.query,
          language,
          now,
          beforeStore: () => limitQuestions(request, `consumer:${viewer.consumerId}`),
        }),
      };
    },
  );
}
