import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';
import dayjs, { type Dayjs } from 'dayjs';
import type { Ref } from 'react';

/** What an unfinished or impossible entry is handed up as, so the form's rules can name it. */
export const INVALID_DATE_TIME = 'invalid';

/**
 * A time picked in the company's time zone and kept as the wire's UTC string (events, plans'
 * sale windows, coupons' and links' expiry). Needs a `DatePickersProvider` above it.
 */
export function ZonedDateTimeField({
  label,
  value,
  onChange,
  timezone,
  required = false,
  clearable = false,
  error,
  helperText,
  inputRef,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  timezone: string;
  required?: boolean;
  clearable?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const parsed = value === null ? null : tryParseApiDateTime(value);
  const picked: Dayjs | null = parsed ? dayjs(parsed).tz(timezone) : null;
  return (
    <DateTimePicker
      label={label}
      value={picked}
      timezone={timezone}
      ampm={false}
      // A narrow window gets the full-screen picker even with a mouse: the pop-up is wider than a phone.
      desktopModeMediaQuery="@media (pointer: fine) and (min-width: 600px)"
      inputRef={inputRef}
      onChange={(next) => {
        if (next === null) onChange(null);
        else onChange(next.isValid() ? toApiDateTime(next.toDate()) : INVALID_DATE_TIME);
      }}
      slotProps={{
        textField: { required, error, helperText, fullWidth: true },
        field: { clearable },
      }}
    />
  );
}
