import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventFormApi } from './event-form';
import { EventSwitch } from './event-switch';
import { useStageErrorText } from './use-stage-error-text';

type TextSpec =
  | { group: 'donation'; key: 'purpose' | 'email' }
  | { group: 'qa_info'; key: 'title' | 'message' | 'zoom_link' | 'meeting_id' | 'password' };

/**
 * The donate button on the event (spec part 1 §3: shown to enrolled viewers when enabled) and the
 * Q and A info on the event's details.
 */
export function EventDonationQaSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('admin');
  const errorText = useStageErrorText();
  const donating = useWatch({ control: form.control, name: 'donation.enabled' });
  const errors = form.formState.errors;

  const text = (spec: TextSpec, options: { ltr?: boolean; multiline?: boolean; type?: string } = {}) => {
    const { name, error, label, hint } =
      spec.group === 'donation'
        ? {
            name: `donation.${spec.key}` as const,
            error: errors.donation?.[spec.key],
            label: t(`eventStage.donation.${spec.key}`),
            hint: t(`eventStage.donation.${spec.key}Hint`),
          }
        : {
            name: `qa_info.${spec.key}` as const,
            error: errors.qa_info?.[spec.key],
            label: t(`eventStage.qa_info.${spec.key}`),
            hint: t(`eventStage.qa_info.${spec.key}Hint`),
          };
    return (
      <Controller
        key={name}
        control={form.control}
        name={name}
        render={({ field }) => (
          <TextField
            label={label}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            type={options.type}
            fullWidth
            multiline={options.multiline}
            minRows={options.multiline ? 2 : undefined}
            required={name === 'donation.email' && donating}
            error={Boolean(error)}
            helperText={errorText(error?.message, hint)}
            slotProps={{ htmlInput: options.ltr ? { dir: 'ltr' } : {} }}
          />
        )}
      />
    );
  };

  return (
    <>
      <Stack spacing={2} component="section" aria-labelledby="event-donation-heading">
        <Typography id="event-donation-heading" component="h2" variant="h6">
          {t('eventStage.donation.heading')}
        </Typography>
        <Controller
          control={form.control}
          name="donation.enabled"
          render={({ field }) => (
            <EventSwitch
              checked={field.value}
              onChange={field.onChange}
              label={t('eventStage.donation.enabled')}
              hint={t('eventStage.donation.enabledHint')}
            />
          )}
        />
        {donating && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            {text({ group: 'donation', key: 'purpose' })}
            {text({ group: 'donation', key: 'email' }, { ltr: true, type: 'email' })}
          </Stack>
        )}
      </Stack>
      <Stack spacing={2} component="section" aria-labelledby="event-qa-heading">
        <Typography id="event-qa-heading" component="h2" variant="h6">
          {t('eventStage.qa_info.heading')}
        </Typography>
        <Typography color="text.secondary">{t('eventStage.qa_info.intro')}</Typography>
        {text({ group: 'qa_info', key: 'title' })}
        {text({ group: 'qa_info', key: 'message' }, { multiline: true })}
        {text({ group: 'qa_info', key: 'zoom_link' }, { ltr: true })}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {text({ group: 'qa_info', key: 'meeting_id' }, { ltr: true })}
          {text({ group: 'qa_info', key: 'password' }, { ltr: true })}
        </Stack>
      </Stack>
    </>
  );
}
