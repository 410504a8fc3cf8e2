/** The payments module's face: what other modules and the composition root may use. */
export { listGroupPurchases } from './group-purchases.ts';
export { listViewerScreenings, viewerState } from './purchase-view.ts';
export { buyersHoldingPlaces, findOwnPurchase } from './purchases.ts';
export { findReceiptUrls } from './receipt-urls.ts';
export { registerPaymentRoutes } from './routes.ts';
export { grantingPurchaseLinks, listGrantingPurchases } from './service.ts';
