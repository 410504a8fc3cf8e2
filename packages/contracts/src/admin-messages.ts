import { messageCatalogue, type ValidationParams } from './validation.ts';

/**
 * The back-office forms' own field messages, in English as the schemas and the server give them;
 * the back-office shows each in its language (`fieldMessages.<key>` of its `admin` texts). Kept
 * apart from the shared validation messages, which every page of the viewer's site loads.
 */
export const ADMIN_FIELD_MESSAGES = {
  url: 'Please enter a valid URL',
  trailer_provider: 'Only YouTube or Vimeo links are supported',
  trailer_embed: 'Please enter the embed URL of the video',
  seat_outside_grid: 'A seat lies outside the grid or is not a seat',
  seat_label_missing: 'Every seat needs a label',
  seat_label_duplicate: 'Two seats have the same label',
  seat_map_empty: 'The map needs at least one seat',
  price: 'Write a price such as 12 or 12.50',
  price_max: 'The price can not be more than {max}',
  percent: 'Write a whole percent from {min} to 100',
  whole_number: 'Write a whole number from 1 to {max}',
  sale_window: 'The sale must end after it starts',
  events_required: 'Choose at least one event',
  subscription_events: 'Choose subscription or on-demand events: a subscription opens only those',
  trial_days: 'Write a whole number of days from 0 to {max}',
  coupon_code: 'A coupon is exactly 6 letters or digits',
  media_kind: 'Upload a movie, a trailer or a pre-roll',
  subtitle_lang: 'Choose a language',
  subtitle_empty: 'The file has no subtitles',
  subtitle_format: 'The file is not SRT or WebVTT subtitles',
  subtitle_too_big: 'The file is larger than {max}',
  picture: 'Choose a JPEG picture of up to 2 MB',
  calendar_day: 'Choose a day',
  report_range: 'Choose an end on or after the start, the range at most {max} days',
  refund_too_much: 'At most {max} is left to refund',
  refund_free: 'This order cost nothing: there is nothing to refund',
  refund_unpaid: 'Only a paid order can be refunded',
  approve_not_refund: 'Only a refund request can be approved; reply to this one instead',
} as const;
export type AdminFieldMessageKey = keyof typeof ADMIN_FIELD_MESSAGES;

const catalogue = messageCatalogue(ADMIN_FIELD_MESSAGES);

/** One of the messages, with its placeholders filled in. */
export function adminFieldMessage(key: AdminFieldMessageKey, params: ValidationParams = {}): string {
  return catalogue.message(key, params);
}

/** The key and parameters behind one of these messages, or null for any other text. */
export const matchAdminFieldMessage = catalogue.match;
