import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text';
import { applyServerFieldErrors } from './form-errors';
import { useFocusFieldInError } from './use-focus-field-in-error';

export interface FormSubmitOptions<T extends FieldValues, V> {
  /** The fields the server may name in its per-field messages. */
  fields: readonly Path<T>[];
  /** The call; throwing shows the failure. */
  action(values: V): Promise<void>;
  /** Where a failure that names no field goes; by default the form's alert. */
  onError?(text: string, error: unknown): void;
}

/**
 * The submit every form shares: clears the last failure, runs the call, puts the server's field
 * messages on their fields, shows any other failure in the form's alert (or where `onError`
 * says) and puts focus back on the first field in error.
 */
export function useFormSubmit<T extends FieldValues, C, V extends FieldValues>(
  form: UseFormReturn<T, C, V>,
  { fields, action, onError }: FormSubmitOptions<T, V>,
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  useFocusFieldInError(form);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await action(values);
    } catch (error) {
      if (applyServerFieldErrors(error, fields, form.setError)) return;
      const text = errorText(error, t);
      if (onError) onError(text, error);
      else setFormError(text);
    }
  });
  return { submit, formError, setFormError, busy: form.formState.isSubmitting };
}
