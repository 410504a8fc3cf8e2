/** The support module's face: what other modules and the composition root may use. */
export { countOpenRefundRequests } from './refund-requests.ts';
export { type RefundWholePurchase, registerInboxRoutes } from './inbox-routes.ts';
export { createNewsletterQueue, type NewsletterQueue } from './newsletter-queue.ts';
export { registerRefundRoutes } from './refund-routes.ts';
export { registerSupportRoutes } from './routes.ts';
export { createScreenerNotice } from './screener-notices.ts';
