import type { AdminEventKind, AdminEventRow } from '@screener/contracts/admin-events';
import { useTranslation } from 'react-i18next';
import { useAdminEvents } from '../events/events-api';

export type EventChoice = {
  id: number;
  title: string;
  /** Its Chat room switch is on: chat-room invitations can be made for it. */
  chatRoom: boolean;
};
export type EventChoices = {
  choices: EventChoice[];
  loading: boolean;
  error: unknown;
  titleOf: (id: number) => string;
};

/** The first hundred by start of each kind asked for: a plan or a link is made for what is coming. */
const FIRST_HUNDRED = {
  page: 0,
  page_size: 100,
  sort_field: 'starts_at',
  sort_direction: 'asc',
  when: 'upcoming',
} as const;

/**
 * The company's events that are not over yet, drafts included (a plan can be ready before its
 * event is published), to cover with a plan or to make links for. An id a plan already covers but
 * the list no longer holds (a past event) is kept and shown by its number.
 */
export function useEventChoices(): EventChoices {
  const all = useAdminEvents({ ...FIRST_HUNDRED, kind: null });
  return useChoicesOf([all]);
}

/**
 * The events a subscription can open: the company's subscription and on-demand events (the
 * viewer's side opens only those to a subscriber).
 */
export function useSubscriptionEventChoices(): EventChoices {
  const members = useAdminEvents({ ...FIRST_HUNDRED, kind: 'subscription' satisfies AdminEventKind });
  const onDemand = useAdminEvents({ ...FIRST_HUNDRED, kind: 'on_demand' satisfies AdminEventKind });
  return useChoicesOf([members, onDemand]);
}

type EventsQuery = { data?: { rows: AdminEventRow[] }; isPending: boolean; error: unknown };

function useChoicesOf(queries: EventsQuery[]): EventChoices {
  const { t } = useTranslation('admin');
  const seen = new Map<number, EventChoice>();
  for (const row of queries.flatMap((query) => query.data?.rows ?? [])) {
    seen.set(row.id, { id: row.id, title: row.title, chatRoom: row.chat_room });
  }
  return {
    choices: [...seen.values()],
    loading: queries.some((query) => query.isPending),
    error: queries.find((query) => query.error)?.error ?? null,
    titleOf: (id) => seen.get(id)?.title ?? t('sales.eventNumber', { id }),
  };
}
