import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';
import dayjs, { type Dayjs } from 'dayjs';
import { type Ref, useState } from 'react';

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
  // The picker edits the company's wall-clock time as a UTC value, with no time zone's history,
  // and keeps what it last handed up while the form holds what that became. In the company's zone
  // a year typed digit by digit (2, 20, 203, 2030) passed through years of local mean time, and
  // each keystroke moved the time: a late evening's end landed on the next day.
  const [own, setOwn] = useState<{ wire: string | null; picked: Dayjs | null } | null>(null);
  const picked = own && own.wire === value ? own.picked : wallClockOf(value, timezone);
  return (
    <DateTimePicker
      label={label}
      value={picked}
      timezone="UTC"
      ampm={false}
      // A narrow window gets the full-screen picker even with a mouse: the pop-up is wider than a phone.
      desktopModeMediaQuery="@media (pointer: fine) and (min-width: 600px)"
      inputRef={inputRef}
      onChange={(next) => {
        const wire =
          next === null
            ? null
            : next.isValid()
              ? toApiDateTime(instantOf(next, timezone))
              : INVALID_DATE_TIME;
        setOwn({ wire, picked: next });
        onChange(wire);
      }}
      slotProps={{
        textField: { required, error, helperText, fullWidth: true },
        field: { clearable },
      }}
    />
  );
}

const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss.SSS';

/** The wire's instant as the company's clock on the wall reads it, written as a UTC value. */
function wallClockOf(value: string | null, timezone: string): Dayjs | null {
  const parsed = value === null ? null : tryParseApiDateTime(value);
  return parsed ? dayjs.utc(dayjs(parsed).tz(timezone).format(WALL_CLOCK)) : null;
}

/** The instant at which the company's clock reads the picked wall-clock time. */
function instantOf(wallClock: Dayjs, timezone: string): Date {
  return dayjs.tz(wallClock.format(WALL_CLOCK), timezone).toDate();
}
