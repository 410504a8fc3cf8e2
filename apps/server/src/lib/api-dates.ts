import { toApiDateTime } from '@screener/contracts/dates';

/** Stored times travel as UTC `YYYY-MM-DD HH:mm:ss`; a missing time stays null. */
export function toApiDateTimeOrNull(value: Date | null): string | null {
  return value ? toApiDateTime(value) : null;
}
