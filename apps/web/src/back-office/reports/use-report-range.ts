import { addDays, calendarDayIn } from '@screener/contracts/reports';
import { useState } from 'react';
import type { z } from 'zod';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';

/** The days a report first shows: the last 30, today included, in the company's time zone. */
const FIRST_RANGE_DAYS = 30;

/** A report's days, from and to (both included, in the company's time zone), and its grouping. */
export type ReportQuery<By extends string> = { from: string; to: string; by: By };

/**
 * A report's request as its fields change it, starting on the last 30 days by `by`, checked by the
 * report's schema: `valid` false and the range's field message while it is not a valid one.
 */
export function useReportQuery<By extends string>(by: By, schema: z.ZodType) {
  const company = useCurrentCompany();
  const fieldErrorText = useAdminFieldErrorText();
  const [query, setQuery] = useState<ReportQuery<By>>(() => {
    const today = calendarDayIn(new Date(), company.timezone);
    return { from: addDays(today, 1 - FIRST_RANGE_DAYS), to: today, by };
  });
  const checked = schema.safeParse(query);
  return {
    query,
    valid: checked.success,
    rangeError: checked.success ? undefined : fieldErrorText(checked.error.issues[0]?.message),
    change: (change: Partial<ReportQuery<By>>) => setQuery((current) => ({ ...current, ...change })),
  };
}
