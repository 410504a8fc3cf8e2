import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * A time of the event, picked in the company's time zone and kept as the wire's UTC string. An
 * unfinished or impossible entry is handed up as itself, so the form's rules can name it.
 */
export function EventDateTimeField({
  label,
  value,
  onChange,
  timezone,
  required = false,
  clearable = false,
  error,
  helperText,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  timezone: string;
  required?: boolean;
  clearable?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  const parsed = value === null ? null : tryParseApiDateTime(value);
  const picked: Dayjs | null = parsed ? dayjs(parsed).tz(timezone) : null;
  return (
    <DateTimePicker
      label={label}
      value={picked}
      timezone={timezone}
      ampm={false}
      onChange={(next) => {
        if (next === null) onChange(null);
        else onChange(next.isValid() ? toApiDateTime(next.toDate()) : 'invalid');
      }}
      slotProps={{
        textField: { required, error, helperText, fullWidth: true },
        field: { clearable },
      }}
    />
  );
}
