/** The venues module's face: what other modules and the composition root may use. */
export { type PurchaseReceipts, viewEventBooking } from './booking-list.ts';
export { findBookingSeatLabels, findOwnBooking } from './booking-lookup.ts';
export { listAdmittedViewers, wasAdmittedAtDoor } from './door-admissions.ts';
export { registerVenueRoutes, type SeatPaymentSuperseder } from './routes.ts';
export { findScreenerVenueParts, hasSeatChart } from './screener-venue-parts.ts';
export { registerSeatChartRealtime } from './seat-chart-realtime.ts';
export {
  bookSeatOrder,
  cancelSeatOrder,
  canSeatOrderBeBooked,
  failSeatOrder,
  findOpenSeatOrder,
  type SeatOrder,
  startSeatPayment,
  takeSeatPaymentsPastTime,
} from './seat-orders.ts';
export { ticketPdfOf } from './ticket-download.ts';
