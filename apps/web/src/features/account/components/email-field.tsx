import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';

/** The viewer's email address, as the login flow's steps ask it. */
export function EmailField(props: {
  registration: UseFormRegisterReturn<'email'>;
  error: { message?: string | undefined } | undefined;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  return (
    <TextField
      {...props.registration}
      type="email"
      label={t('account.email')}
      autoComplete="email"
      required
      autoFocus={props.autoFocus}
      {...errorProps(fieldError, props.error)}
    />
  );
}
