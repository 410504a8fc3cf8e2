/** The venues feature's face: seat charts, seat orders and venue tickets. */

export { lockSeats } from './api';
export { DownloadTicketButton } from './components/download-ticket-button';
export { rowLabel } from './components/seat-grid';
export { SeatLegend } from './components/seat-legend';
export { SeatOrderSummary } from './components/seat-order-summary';
export { TicketDialog } from './components/ticket-dialog';
export { TicketQrCode } from './components/ticket-qr-code';
export { categoryColour, SEAT_CATEGORY_KEYS, seatCategoryKey, seatLookStyle } from './seat-look';

export const loadSeatChartDialog = () => import('./components/seat-chart-dialog');
