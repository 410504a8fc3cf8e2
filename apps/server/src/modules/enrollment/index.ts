/** The enrollment module's face: what other modules and the composition root may use. */
export { endPurchaseEnrollment, enrollConsumer } from './enroll-consumer.ts';
export {
  type BuyersHoldingPlaces,
  eventPlaceHolders,
  lockEventPlaces,
  takeEventPlace,
} from './event-places.ts';
export { enrollLinkViewer } from './link-enrollment.ts';
export type { PaymentParts } from './payment-parts.ts';
export { enrollmentPersonalData } from './personal-data.ts';
export { registerEnrollmentRoutes } from './routes.ts';
export { countEnrollmentsByScreener, countEnrollmentsByViewer, type EnrollmentRow } from './service.ts';
export { type ListViewerScreenings, viewerLinksWith, viewerScreeningsWith } from './viewer-state.ts';
export { findEnrollment, startRentalWindowOnce } from './watch-window.ts';
