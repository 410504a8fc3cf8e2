import { zodResolver } from '@hookform/resolvers/zod';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../ui/form-dialog';
import { useFieldErrorText } from '../../ui/form-errors';
import { useFormSubmit } from '../../ui/use-form-submit';

/**
 * The frame every company action's dialog shares: one field checked by `schema` under its name in
 * the call (so the server's field message lands on it), the intro, cancel and submit, and the
 * failure in the form's alert or, with `blameField`, on the field.
 */
export function CompanyFieldForm<S extends z.ZodObject>({
  schema,
  name,
  defaultValue,
  intro,
  submitLabel,
  send,
  onClose,
  blameField = false,
  field,
  shownValue,
}: {
  schema: S;
  name: Path<z.input<S>>;
  defaultValue: string;
  intro: string;
  submitLabel: string;
  send: (values: z.output<S>) => Promise<void>;
  onClose(): void;
  blameField?: boolean;
  /** The field's look: label, type, direction, lines; none for an action without one. */
  field: Omit<TextFieldProps, 'name' | 'error' | 'value'> | null;
  /** A value only shown, not asked (a suspended site's reason when it is reinstated). */
  shownValue?: string;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: { [name]: defaultValue } as DefaultValues<z.input<S>>,
  });
  const message = form.getFieldState(name, form.formState).error?.message;
  const submission = useFormSubmit(form, {
    fields: [name],
    action: async (values) => {
      await send(values);
      onClose();
    },
    ...(blameField
      ? { onError: (text: string) => form.setError(name, { type: 'server', message: text }) }
      : {}),
  });
  return (
    <DialogForm
      submission={submission}
      intro={intro}
      onCancel={onClose}
      cancelLabel={t('staff.cancel')}
      submitLabel={submitLabel}
    >
      {field ? (
        <TextField
          {...field}
          {...(shownValue === undefined
            ? form.register(name)
            : { value: shownValue, slotProps: { input: { readOnly: true } } })}
          error={Boolean(message)}
          helperText={fieldError(message) ?? field.helperText}
        />
      ) : null}
    </DialogForm>
  );
}
