import { addDays, calendarDayIn } from '@screener/contracts/reports';
import { useState } from 'react';
import { useCurrentCompany } from '../../domain/company/current-company-context';

/** The days a report first shows: the last 30, today included, in the company's time zone. */
const FIRST_RANGE_DAYS = 30;

/** A report's request as its fields change it, starting on the last 30 days by `by`. */
export function useReportQuery<By extends string>(by: By) {
  const company = useCurrentCompany();
  const [query, setQuery] = useState(() => {
    const today = calendarDayIn(new Date(), company.timezone);
    return { from: addDays(today, 1 - FIRST_RANGE_DAYS), to: today, by };
  });
  return {
    query,
    change: (change: { from?: string; to?: string; by?: By }) =>
      setQuery((current) => ({ ...current, ...change })),
  };
}
