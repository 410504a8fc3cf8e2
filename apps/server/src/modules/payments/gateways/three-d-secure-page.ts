import { randomBytes } from 'node:crypto';
import { isRtl, LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import { THREE_D_SECURE_COMPLETE_MESSAGE } from '@screener/contracts/payment-frames';
import { zCoercedId } from '@screener/contracts/validation';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Where a card provider sends the 3-D Secure frame back to; the page tells the dialog it ended. */
export const THREE_D_SECURE_COMPLETE_PATH = '/payments/3ds-complete';

/** The query of a payment-frame page: its purchase, and the viewer's language for its words. */
export const framePageQuery = (purchaseId: number, language: LanguageCode) =>
  `?purchase_id=${purchaseId}&lang=${language}`;
/** That query read back (English when the language is absent or unknown). */
export const ZFramePageQuery = z.object({ purchase_id: zCoercedId, lang: z.enum(LANGUAGES).catch('en') });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Answers a small page for the payment frame. Its one inline script (allowed by a nonce in this
 * page's own policy) posts `message` to the parent window, which then calls markPaid. The frame
 * is the site's own page, so only the site may frame it and only the site's origin hears it.
 */
export function sendFramePage(
  reply: FastifyReply,
  page: { language: LanguageCode; title: string; body: string; message: Record<string, unknown> | null },
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const script = page.message
    ? `<script nonce="${nonce}">window.parent.postMessage(${JSON.stringify({
        type: THREE_D_SECURE_COMPLETE_MESSAGE,
        ...page.message,
      }).replace(/</g, '\\u003c')}, window.location.origin);</script>`
    : '';
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="${page.language}" dir="${isRtl(page.language) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(page.title)}</title>` +
        '<style>body{font-family:system-ui,sans-serif;margin:24px;text-align:center}button{font-size:16px;margin:8px;padding:8px 16px}</style>' +
        `</head><body>${page.body}${script}</body></html>`,
    );
}

export { escapeHtml };
