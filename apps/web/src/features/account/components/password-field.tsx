import TextField from '@mui/material/TextField';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';

/**
 * A password field of a form: `current` to sign in with, `new` to set one (where a browser may
 * offer to make it up), with its message in the viewer's language.
 */
export function PasswordField<Form extends FieldValues>({
  form,
  name,
  label,
  purpose,
  autoFocus,
}: {
  form: Pick<UseFormReturn<Form>, 'register' | 'getFieldState' | 'formState'>;
  name: Path<Form>;
  label: string;
  purpose: 'current' | 'new';
  autoFocus?: boolean;
}) {
  const fieldError = useFieldErrorText();
  return (
    <TextField
      {...form.register(name)}
      type="password"
      label={label}
      autoComplete={`${purpose}-password`}
      required
      autoFocus={autoFocus}
      {...errorProps(fieldError, form.getFieldState(name, form.formState).error)}
    />
  );
}
