import { z } from 'zod';
import { validationMessage } from './validation.ts';

/** A free text of at most `max` characters that may be left empty: trimmed, and null when empty. */
export const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: validationMessage('validation.max_length', { length: max }) })
    .transform((value) => (value === '' ? null : value))
    .nullable();
