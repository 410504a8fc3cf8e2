import { z } from 'zod';
import type { LanguageCode } from './language.ts';

/**
 * Texts written for the languages a company offers besides its default (issue 38). The default's
 * texts stay in the entity's own fields; a translation holds the same fields, each optional: a
 * field left empty falls back to the default's, field by field.
 */

/** An entity's translatable fields: each a text, or null where none is written. */
export type TextFields = Record<string, string | null>;

/** Translations by language code; a language without a text of its own is left out. */
export type Translations<Texts extends TextFields> = Record<string, Partial<Texts>>;

/**
 * The editor's `translations` field: by language code, each holding the entity's text fields,
 * every one optional. Which codes the company accepts is the server's check, with a field message
 * on the code that is refused.
 */
export function zTranslations<Shape extends Record<string, z.ZodType<string | null, unknown>>>(
  fields: Shape,
) {
  const optional = Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [name, schema.optional()]),
  ) as { [Name in keyof Shape]: z.ZodOptional<Shape[Name]> };
  return z.record(z.string().max(8), z.object(optional));
}

/** The translations as the back-office reads them back, every field present. */
export function zTranslationsView<Shape extends Record<string, z.ZodType>>(fields: Shape) {
  return z.record(z.string(), z.object(fields).partial());
}

/**
 * The texts in `language`: each field of its translation where one is written, else the
 * default's. The same object when nothing is translated, so shared answers stay shared.
 */
export function translatedTexts<Texts extends TextFields>(
  defaults: Texts,
  translations: Translations<Record<keyof Texts, string | null>> | null | undefined,
  language: LanguageCode,
): Texts {
  const own = translations?.[language];
  if (!own) return defaults;
  let result = defaults;
  for (const name of Object.keys(defaults) as (keyof Texts)[]) {
    const text = own[name];
    if (typeof text === 'string' && text !== '') result = { ...result, [name]: text };
  }
  return result;
}

/** Whether a text of `language` holds any field: an empty tab saves no translation. */
export function hasAnyText(texts: Partial<TextFields> | undefined): boolean {
  return Object.values(texts ?? {}).some((text) => typeof text === 'string' && text.trim() !== '');
}
