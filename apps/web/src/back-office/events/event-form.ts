import {
  type AdminEventDonation,
  type AdminEventPlayer,
  type AdminEventQaInfo,
  type AdminEventStage,
  DEFAULT_EVENT_DONATION,
  DEFAULT_EVENT_PLAYER,
  DEFAULT_EVENT_STAGE,
  EMPTY_QA_INFO,
} from '@screener/contracts/admin-event-stage';
import {
  type AdminEvent,
  type AdminEventFilm,
  type AdminEventInput,
  ZAdminEventInput,
} from '@screener/contracts/admin-events';
import { toApiDateTime } from '@screener/contracts/dates';
import dayjs from 'dayjs';
import {
  type FieldErrors,
  type FieldPath,
  get,
  type Resolver,
  set,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** The editor's values: the saved body, with the playlist's titles kept for showing it. */
export type EventForm = Omit<AdminEventInput, 'film_ids' | keyof StageGroups> & {
  films: AdminEventFilm[];
} & StageGroups;
/** The watch-page groups, always present in the editor though a request may leave them out. */
type StageGroups = {
  stage: AdminEventStage;
  player: AdminEventPlayer;
  donation: AdminEventDonation;
  qa_info: AdminEventQaInfo;
};
export type EventFormOutput = z.output<typeof ZAdminEventInput>;
export type EventFormField = FieldPath<EventForm>;
export type EventFormApi = UseFormReturn<EventForm, unknown, EventFormOutput>;
/** Groups whose messages show on a field inside them; a translation's on its language's field. */
const NESTED_GROUPS = new Set(['stage', 'player', 'donation', 'qa_info', 'translations']);

export const toInput = ({ films, ...rest }: EventForm): AdminEventInput => ({
  ...rest,
  film_ids: films.map((film) => film.id),
});

export function formOf(event: AdminEvent): EventForm {
  const {
    id: _id,
    status: _status,
    sales: _sales,
    updated_at: _updated,
    discontinued_streams: _discontinued,
    ...fields
  } = event;
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
    stage: DEFAULT_EVENT_STAGE,
    player: DEFAULT_EVENT_PLAYER,
    donation: DEFAULT_EVENT_DONATION,
    qa_info: EMPTY_QA_INFO,
    translations: {},
  };
}

/** The server's and the schema's field paths name the body; the form keeps the playlist as `films`. */
export function formField(path: string): EventFormField | null {
  const inBody = path.replace(/^event\./, '');
  const [first] = inBody.split('.');
  if (first === 'film_ids') return 'films';
  // The watch-page groups show their messages on the field inside them.
  if (first && NESTED_GROUPS.has(first)) return inBody as EventFormField;
  return first && first in newEventForm('UTC', new Date(0)) ? (first as EventFormField) : null;
}

/** The contract's rules on the form's values, with their messages on the form's fields. */
export const eventFormResolver: Resolver<EventForm, unknown, EventFormOutput> = async (values) => {
  const parsed = ZAdminEventInput.safeParse(toInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<EventForm> = {};
  for (const issue of parsed.error.issues) {
    const field = formField(issue.path.join('.'));
    if (field && !get(errors, field)) {
      set(errors, field, { type: 'validation', message: issue.message });
    }
  }
  return { values: {}, errors };
};
