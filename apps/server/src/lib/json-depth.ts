import { AppError } from './app-error.ts';
import { textInEvery } from './texts/index.ts';

/** The deepest nesting of lists and objects a request may hold: far past every call's own schema. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a parsed JSON value nests lists or objects deeper than `max` (a flat object is 1 deep),
 * found with a loop rather than recursion, so that no nesting can overflow the stack here.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > max) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/**
 * Refuses a request nested deeper than MAX_JSON_DEPTH, before any recursive walk of it (the NUL
 * check, a schema) could overflow the stack and answer a 500.
 */
export function refuseDeepNesting(value: unknown): void {
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) {
    throw new AppError('VALIDATION_FAILED', {
      message: textInEvery('errors.tooDeep', { depth: MAX_JSON_DEPTH }),
    });
  }
}
