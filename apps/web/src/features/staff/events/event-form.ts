import {
  type AdminEvent,
  type AdminEventFilm,
  type AdminEventInput,
  ZAdminEventInput,
} from '@screener/contracts/admin-events';
import { toApiDateTime } from '@screener/contracts/dates';
import dayjs from 'dayjs';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The editor's values: the saved body, with the playlist's titles kept for showing it. */
export type EventForm = Omit<AdminEventInput, 'film_ids'> & { films: AdminEventFilm[] };
export type EventFormOutput = z.output<typeof ZAdminEventInput>;
export type EventFormField = keyof EventForm;

export const toInput = ({ films, ...rest }: EventForm): AdminEventInput => ({
  ...rest,
  film_ids: films.map((film) => film.id),
});

export function formOf(event: AdminEvent): EventForm {
  const { id: _id, status: _status, sales: _sales, updated_at: _updated, ...fields } = event;
  return fields;
}

/** A new event: tomorrow at the next whole hour in the company's zone, for two hours. */
export function newEventForm(timezone: string, now: Date): EventForm {
  const start = dayjs(now).tz(timezone).add(1, 'day').add(1, 'hour').startOf('hour');
  return {
    title: '',
    kind: 'virtual',
    starts_at: toApiDateTime(start.toDate()),
    ends_at: toApiDateTime(start.add(2, 'hour').toDate()),
    registration_ends_at: null,
    tolerance_minutes: null,
    capacity: null,
    description: '',
    thumbnail_url: null,
    films: [],
    chat_room: false,
    paid: false,
    rental_hours: null,
    geo_mode: 'all',
    geo_countries: [],
  };
}

/** The server's and the schema's field paths name the body; the form keeps the playlist as `films`. */
export function formField(path: string): EventFormField | null {
  const [first] = path.replace(/^event\./, '').split('.');
  if (first === 'film_ids') return 'films';
  return first && first in newEventForm('UTC', new Date(0)) ? (first as EventFormField) : null;
}

/** The contract's rules on the form's values, with their messages on the form's fields. */
export const eventFormResolver: Resolver<EventForm, unknown, EventFormOutput> = async (values) => {
  const parsed = ZAdminEventInput.safeParse(toInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<EventForm> = {};
  for (const issue of parsed.error.issues) {
    const field = formField(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};
