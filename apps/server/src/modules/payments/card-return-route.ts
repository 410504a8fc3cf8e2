import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '../../lib/texts/index.ts';
import {
  escapeHtml,
  sendFramePage,
  THREE_D_SECURE_COMPLETE_PATH,
  ZFramePageQuery,
} from './gateways/three-d-secure-page.ts';

/** The page a card provider's 3-D Secure frame returns to (Stripe adds `payment_intent` to the query). */
export function registerCardReturnRoute(scope: FastifyInstance): void {
  scope.get(THREE_D_SECURE_COMPLETE_PATH, async (request, reply) => {
    const query = ZFramePageQuery.extend({ payment_intent: z.string().max(255).optional() }).safeParse(
      request.query,
    );
    if (!query.success) return reply.code(404).send('Not found');
    return sendFramePage(reply, {
      language: query.data.lang,
      title: text(query.data.lang, 'paymentFrame.completed'),
      body: `<p>${escapeHtml(text(query.data.lang, 'paymentFrame.completed'))}</p>`,
      message: {
        purchase_id: query.data.purchase_id,
        client_secret_id: query.data.payment_intent ?? null,
        succeeded: null,
      },
    });
  });
}
