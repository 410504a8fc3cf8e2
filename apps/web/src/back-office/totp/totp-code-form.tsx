import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { TOTP_DIGITS, ZTotpCodeRequest } from '@screener/contracts/staff-totp';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { FormShell } from '../../ui/form-shell';
import { useFormSubmit } from '../../ui/use-form-submit';

/**
 * The 6-digit code from the authenticator app. A refusal is shown on the field itself, so a
 * screen reader reads it with the field; digits stay left to right in a right-to-left page.
 */
export function TotpCodeForm({
  submitLabel,
  onCode,
  autoFocus = true,
  children,
}: {
  submitLabel: string;
  /** Where the code is what the page asks for next; not where it is one choice among others. */
  autoFocus?: boolean;
  onCode: (code: string) => Promise<void>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const form = useForm<z.infer<typeof ZTotpCodeRequest>>({
    resolver: zodResolver(ZTotpCodeRequest),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const { submit, busy } = useFormSubmit(form, {
    fields: ['code'],
    action: async ({ code }) => {
      await onCode(code);
      form.reset();
    },
    onError: (message) => form.setError('code', { type: 'server', message }),
  });
  return (
    <FormShell onSubmit={submit} busy={busy}>
      <TextField
        {...form.register('code', { setValueAs: (value: string) => value.replace(/\s/g, '') })}
        label={t('totp.code')}
        autoComplete="one-time-code"
        required
        autoFocus={autoFocus}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: TOTP_DIGITS + 1, dir: 'ltr', spellCheck: false },
        }}
        {...errorProps(fieldError, errors.code, t('totp.codeHint'))}
      />
      <Button type="submit" variant="contained" loading={busy}>
        {submitLabel}
      </Button>
      {children}
    </FormShell>
  );
}
