import type { Locator } from '@playwright/test';

/** The picker's section names, as its spinbuttons are labelled, to the parts of `Intl`. */
const SECTION_PARTS: Record<string, Intl.DateTimeFormatPartTypes> = {
  Day: 'day',
  Month: 'month',
  Year: 'year',
  Hours: 'hour',
  Minutes: 'minute',
};

/** The wall-clock parts of `at` in `timeZone` (two digits each, the year four). */
function zonedParts(at: Date, timeZone: string): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

/**
 * Types `at`, as the wall clock of `timeZone` reads it, into a date-time picker's field, section by
 * section in the order the company's locale shows them, as a keyboard user would.
 */
export async function typeDateTime(field: Locator, at: Date, timeZone: string): Promise<void> {
  const parts = zonedParts(at, timeZone);
  const sections = field.getByRole('spinbutton');
  const names = await sections.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('aria-label') ?? ''),
  );
  await sections.first().click();
  for (const name of names) {
    const part = SECTION_PARTS[name];
    await field.page().keyboard.type((part && parts[part]) ?? '');
  }
}
