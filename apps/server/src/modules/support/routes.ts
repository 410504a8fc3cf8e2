import {
  ZCreateSupportRequestRequest,
  ZCreateSupportRequestResponse,
  ZSubscribeNewsletterRequest,
  ZSubscribeNewsletterResponse,
} from '@screener/contracts/support';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import type { MailingListPort } from '../../ports/mailing-list.ts';
import { createSupportRequest, subscribeNewsletter } from './service.ts';

/** `mailingList` is null when no provider is configured: sign-ups then stay in the local table. */
export function registerSupportRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  mailingList: MailingListPort | null,
): void {
  /** The floating "Leave a message" form; a signed-in viewer is linked to the request. */
  registerCall(
    app,
    deps,
    'consumer/support',
    {
      body: ZCreateSupportRequestRequest,
      response: ZCreateSupportRequestResponse,
      auth: 'optional',
      tenant: 'host',
    },
    async ({ body, company, viewer, language, now }) => ({
      message: await createSupportRequest(deps, {
        company,
        request: body,
        consumerId: viewer?.consumerId ?? null,
        language,
        now,
      }),
    }),
  );

  registerCall(
    app,
    deps,
    'consumer/subscribeNewsletter',
    {
      body: ZSubscribeNewsletterRequest,
      response: ZSubscribeNewsletterResponse,
      auth: 'guest',
      tenant: 'host',
    },
    async ({ body, company, language, now }) => {
      // The body names the company too; a site signs up to its own list only.
      if (body.company_id !== company.id) throw new AppError('NOT_FOUND');
      return {
        message: await subscribeNewsletter(
          { db: deps.db, mailingList },
          { company, email: body.email, language, now },
        ),
      };
    },
  );
}
