import { type RefObject, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** A field's message in error, as MUI marks it (TextField, FormControl, pickers). */
const ERROR_MESSAGE = '.MuiFormHelperText-root.Mui-error';
const FOCUSABLE =
  'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, select, button, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/** The control a message describes, or the first control of the field that holds the message. */
function controlOf(message: HTMLElement, form: HTMLElement): HTMLElement | null {
  if (message.id) {
    const described = [...form.querySelectorAll<HTMLElement>('[aria-describedby]')].find((element) =>
      element.getAttribute('aria-describedby')?.split(/\s+/).includes(message.id),
    );
    if (described?.matches(FOCUSABLE)) return described;
    const inside = described?.querySelector<HTMLElement>(FOCUSABLE);
    if (inside) return inside;
  }
  for (let field = message.parentElement; field && field !== form; field = field.parentElement) {
    const control = field.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return control;
  }
  return null;
}

/**
 * Takes the person to the first field in error that shows a message, in reading order: scrolled to
 * the middle of the window with its label and message, and focused, so a screen reader reads the
 * field and its message. Returns false when no field shows one.
 */
export function focusFirstError(form: HTMLElement): boolean {
  for (const message of form.querySelectorAll<HTMLElement>(ERROR_MESSAGE)) {
    if (!message.textContent?.trim()) continue;
    const control = controlOf(message, form);
    if (!control) continue;
    const field = message.closest<HTMLElement>('.MuiFormControl-root') ?? message.parentElement ?? control;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    field.scrollIntoView?.({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
    control.focus({ preventScroll: true });
    return true;
  }
  return false;
}

/**
 * After a submit that ended with errors (the form's own rules or the server's messages per field),
 * goes to the first of them: a long form's Create button is far from a field at its top, and a
 * field drawn by a Controller has no ref for react-hook-form's own focus. Give the form
 * `shouldFocusError: false` so the two do not compete.
 */
export function useFocusFirstError<T extends FieldValues, C, V extends FieldValues>(
  form: UseFormReturn<T, C, V>,
  formRef: RefObject<HTMLElement | null>,
): void {
  const { isSubmitting, submitCount, errors } = form.formState;
  const failed = Object.keys(errors).length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per ended submit, not per keystroke.
  useEffect(() => {
    if (!isSubmitting && failed && formRef.current) focusFirstError(formRef.current);
  }, [isSubmitting, submitCount]);
}
