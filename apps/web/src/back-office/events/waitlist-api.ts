import * as adminWaitlistCalls from '@screener/contracts/calls/admin-waitlist';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../query-hooks';
import { eventKeys } from './events-api';

/** The line changes while the page is open (joins, offers passing on): read again now and then. */
const WAITLIST_REFRESH_MS = 30_000;

export function useEventWaitlist(id: number) {
  return useQuery({
    ...callQuery([...eventKeys.all, 'waitlist', id] as const, adminWaitlistCalls.listWaitlist, {
      screener_id: id,
    }),
    refetchInterval: WAITLIST_REFRESH_MS,
    retry: false,
  });
}
