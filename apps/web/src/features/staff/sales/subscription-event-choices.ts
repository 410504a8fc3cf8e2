import { useTranslation } from 'react-i18next';
import { useAdminEvents } from '../events/events-api';
import type { EventChoice } from './event-choices';

const FIRST_HUNDRED = { page: 0, page_size: 100, sort_field: 'title', sort_direction: 'asc' } as const;

/**
 * The events a subscription can open, the company's subscription and on-demand events (the
 * viewer's side opens only those to a subscriber), the first hundred of each by title.
 */
export function useSubscriptionEventChoices(): {
  choices: EventChoice[];
  loading: boolean;
  titleOf: (id: number) => string;
} {
  const { t } = useTranslation('admin');
  const members = useAdminEvents({ ...FIRST_HUNDRED, kind: 'subscription' });
  const onDemand = useAdminEvents({ ...FIRST_HUNDRED, kind: 'on_demand' });
  const seen = new Map<number, EventChoice>();
  for (const event of [...(members.data?.rows ?? []), ...(onDemand.data?.rows ?? [])]) {
    seen.set(event.id, { id: event.id, title: event.title });
  }
  return {
    choices: [...seen.values()],
    loading: members.isPending || onDemand.isPending,
    titleOf: (id) => seen.get(id)?.title ?? t('sales.eventNumber', { id }),
  };
}
