import { z } from 'zod';
import { zCoercedId } from './validation.ts';

/** `getTicketPdf`: the viewer's own booked ticket as an A4 PDF (spec part 2 §2.8). */
export const ZGetTicketPdfRequest = z.object({ booking_id: zCoercedId });
export type GetTicketPdfRequest = z.infer<typeof ZGetTicketPdfRequest>;

export const TICKET_PDF_CONTENT_TYPE = 'application/pdf';
