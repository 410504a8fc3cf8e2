import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Puts focus on the first field in error once a submit has ended. The forms disable their
 * fieldset while submitting, so react-hook-form's own focus (during validation) and a server's
 * field errors (while the call ends) would otherwise leave focus on the page's body.
 */
export function useFocusFieldInError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'formState' | 'setFocus'>,
): void {
  const { isSubmitting, submitCount, errors } = form.formState;
  const fieldInError = Object.keys(errors)[0] as Path<T> | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per ended submit, not per keystroke.
  useEffect(() => {
    if (!isSubmitting && fieldInError) form.setFocus(fieldInError);
  }, [isSubmitting, submitCount]);
}
