import type { AdminEventInput } from '@screener/contracts/admin-events';

/** A back-office event form with every optional part left empty; a test names the rest. */
export const plainEventInput = (
  fields: Pick<AdminEventInput, 'title' | 'starts_at' | 'ends_at'> & Partial<AdminEventInput>,
): AdminEventInput => ({
  kind: 'virtual',
  registration_ends_at: null,
  tolerance_minutes: null,
  capacity: null,
  description: '',
  thumbnail_url: null,
  film_ids: [],
  chat_room: false,
  rental_hours: null,
  geo_mode: 'all',
  geo_countries: [],
  ...fields,
});
