/** The support module's face: what other modules and the composition root may use. */
export { type RefundWholePurchase, registerInboxRoutes } from './inbox-routes.ts';
export { createNewsletterQueue } from './newsletter-queue.ts';
export { supportPersonalData } from './personal-data.ts';
export { countOpenRefundRequests } from './refund-requests.ts';
export { registerRefundRoutes } from './refund-routes.ts';
export { registerSupportRoutes } from './routes.ts';
export { createScreenerNotice } from './screener-notices.ts';
export type { NewsletterQueue } from './service.ts';
