import type { LanguageCode } from '@screener/contracts/language';
import { hasAnyText, type TextFields, type Translations } from '@screener/contracts/translations';
import { validationMessage } from '@screener/contracts/validation';
import { AppError } from './app-error.ts';
import { sanitizePageHtml, showsNothing } from './sanitize-rich-text.ts';

/** A translated rich text, sanitised as the default's is; null (the default's shown) when it shows nothing. */
export function translatedHtml(html: string | null | undefined): string | null {
  const clean = html ? sanitizePageHtml(html) : '';
  return showsNothing(clean) ? null : clean;
}

/**
 * The translations an editor sent, ready to store: each language one the company offers besides
 * its default (else a field message on its code, under `field`), each text cleaned by `clean` as
 * the default's is, and the languages left with no text dropped.
 */
export function acceptedTranslations<Texts extends TextFields>(
  sent: Record<string, Partial<Texts>>,
  offered: readonly LanguageCode[],
  field: string,
  clean: (texts: Partial<Texts>) => Partial<Texts>,
): Translations<Texts> {
  const refused = Object.keys(sent).filter((code) => !(offered as readonly string[]).includes(code));
  if (refused.length > 0) {
    const message = [validationMessage('validation.language_not_offered')];
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: Object.fromEntries(refused.map((code) => [`${field}.${code}`, message])) },
    });
  }
  const accepted: Translations<Texts> = {};
  for (const code of offered) {
    const texts = sent[code];
    if (!texts) continue;
    const cleaned = clean(texts);
    const kept = Object.fromEntries(
      Object.entries(cleaned).filter(([, text]) => typeof text === 'string' && text.trim() !== ''),
    ) as Partial<Texts>;
    if (hasAnyText(kept)) accepted[code] = kept;
  }
  return accepted;
}
