import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { useApiErrorText } from '../use-api-error-text';

/** One settings section's form: its fields, then a save button. */
export function SectionForm({
  onSubmit,
  submitting,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack
        component="fieldset"
        disabled={submitting}
        spacing={2}
        sx={{ border: 0, p: 0, m: 0, maxInlineSize: 720 }}
      >
        {children}
        <div>
          <Button type="submit" variant="contained" loading={submitting}>
            {t('settings.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * Saves a section and says so; a refusal's field messages go on the fields, any other failure
 * in a notice.
 */
export function useSectionSave<F extends string>(
  fields: readonly F[],
  setError: Parameters<typeof applyServerFieldErrors<F>>[2],
) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  return async (save: () => Promise<unknown>) => {
    try {
      await save();
      notify(t('settings.saved'), 'success');
    } catch (error) {
      if (!applyServerFieldErrors(error, fields, setError)) notify(apiErrorText(error), 'error');
    }
  };
}
