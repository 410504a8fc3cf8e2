/**
 * The venues feature's face: the seat chart's drawing (grid rows, legend, colours) and its texts,
 * which the back-office's seat-map editor draws the same way, and a ticket's QR code.
 */
export { rowLabel } from './components/seat-grid';
export { SeatLegend } from './components/seat-legend';
export { TicketQrCode } from './components/ticket-qr-code';
export { categoryColour, SEAT_CATEGORY_KEYS, seatCategoryKey, seatLookStyle } from './seat-look';
export { venueTexts } from './venue-texts';
