/** The payments module's face: what other modules and the composition root may use. */
export { createPaymentProviders, isGatewaySelectable, type PaymentProviders } from './gateways/registry.ts';
export { chargeSandboxCard, sandboxChallengeUrl, saveSandboxCard } from './gateways/sandbox.ts';
export { STRIPE_SIGNATURE_TOLERANCE_SECONDS, verifiedStripeEvent } from './gateways/stripe-signature.ts';
export { framePageQuery, THREE_D_SECURE_COMPLETE_PATH } from './gateways/three-d-secure-page.ts';
export { listGroupPurchases } from './group-purchases.ts';
export { paymentFailedError } from './payment-failed-error.ts';
export { purchasePersonalData } from './personal-data.ts';
export { formatPrice } from './purchase-mail.ts';
export {
  findOwnPurchase,
  grantingPurchaseLinks,
  listGrantingPurchases,
  placeHolders,
} from './purchase-queries.ts';
export { listViewerScreenings, viewerLinks, viewerState } from './purchase-view.ts';
export { findPurchaseReceipts, type PurchaseReceipt } from './receipt-urls.ts';
export { type RefundOrderInput, refundOrder } from './refund-order.ts';
export { restOrders } from './rest-orders.ts';
export { registerPaymentRoutes } from './routes.ts';
export { type SalesFigure, sumSales, sumViewerPurchases } from './sales-figures.ts';
export { createSeatPaymentSuperseder } from './supersede-seat-payment.ts';
