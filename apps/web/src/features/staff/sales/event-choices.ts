import { useTranslation } from 'react-i18next';
import { useSiteEvents } from '../api';

export type EventChoice = { id: number; title: string };

/**
 * The site's events playing now and coming up, to cover with a plan or to make links for, until
 * the back-office has its own event list. An id a plan already covers but the site no longer
 * lists (a past event) is kept and shown by its number.
 */
export function useEventChoices(): {
  choices: EventChoice[];
  loading: boolean;
  error: unknown;
  titleOf: (id: number) => string;
} {
  const { t } = useTranslation('admin');
  const ongoing = useSiteEvents('ongoing');
  const upcoming = useSiteEvents('upcoming');
  const seen = new Map<number, EventChoice>();
  for (const event of [...(ongoing.data?.data ?? []), ...(upcoming.data?.data ?? [])]) {
    seen.set(event.id, { id: event.id, title: event.title });
  }
  return {
    choices: [...seen.values()],
    loading: ongoing.isPending || upcoming.isPending,
    error: ongoing.error ?? upcoming.error,
    titleOf: (id) => seen.get(id)?.title ?? t('sales.eventNumber', { id }),
  };
}
