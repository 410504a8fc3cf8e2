import TextField from '@mui/material/TextField';
import { NAME_MAX_LENGTH } from '@screener/contracts/validation';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../ui/form-errors';

/** The viewer's name with the spec's 250-character counter, as the profile and the login flow ask it. */
export function NameField(props: {
  registration: UseFormRegisterReturn<'name'>;
  length: number;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  return (
    <TextField
      {...props.registration}
      label={t('account.name')}
      autoComplete="name"
      required
      autoFocus
      error={Boolean(props.error)}
      helperText={
        fieldError(props.error) ?? t('account.counter', { count: props.length, max: NAME_MAX_LENGTH })
      }
      slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
    />
  );
}
