import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** A zod failure as a validation error whose details name each field with its messages. */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[field] ??= [];
    fields[field].push(issue.message);
  }
  return new AppError('VALIDATION_FAILED', { details: { fields } });
}
