const unit = (locale: string, name: 'second' | 'minute' | 'hour', value: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);

/**
 * A movie's running time as the staff member's language writes it: seconds under a minute (a
 * 20-second film is "20 sec", not "1 min"), whole minutes under an hour, then hours and minutes.
 */
export function runningTime(seconds: number, locale: string): string {
  const whole = Math.max(1, Math.round(seconds));
  if (whole < 60) return unit(locale, 'second', whole);
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return unit(locale, 'minute', minutes);
  const parts = [unit(locale, 'hour', Math.floor(minutes / 60))];
  if (minutes % 60 > 0) parts.push(unit(locale, 'minute', minutes % 60));
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format(parts);
}
