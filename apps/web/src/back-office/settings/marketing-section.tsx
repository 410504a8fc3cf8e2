import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { type CompanySettings, ZMarketingSettingsUpdate } from '@screener/contracts/company-settings';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { secretHelper } from './secret-hint';
import { SectionForm, useSectionSave } from './section-form';
import { useSaveMarketing } from './settings-api';

type MarketingForm = z.input<typeof ZMarketingSettingsUpdate>;
const FIELDS = ['mailing_list_id', 'mailing_list_api_key', 'fbpixelId', 'video_monitoring_key'] as const;

/**
 * Mailing-list list id and key (the key written only, shown by its last four characters), the
 * pixel id and the video monitoring key (public by design, so shown whole).
 */
export function MarketingSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const save = useSaveMarketing();
  const { marketing } = settings;
  const form = useForm<MarketingForm, unknown, z.output<typeof ZMarketingSettingsUpdate>>({
    resolver: zodResolver(ZMarketingSettingsUpdate),
    defaultValues: {
      mailing_list_id: marketing.mailing_list_id,
      fbpixelId: marketing.fbpixelId,
      video_monitoring_key: marketing.video_monitoring_key ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const saveSection = useSectionSave(FIELDS, form.setError);
  const submit = form.handleSubmit((values) =>
    saveSection(async () => {
      await save.mutateAsync(values);
      form.resetField('mailing_list_api_key');
    }),
  );

  return (
    <SectionForm onSubmit={submit} submitting={isSubmitting}>
      <TextField
        {...form.register('mailing_list_id')}
        label={t('settings.marketing.listId')}
        {...errorProps(fieldError, errors.mailing_list_id)}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextField
        {...form.register('mailing_list_api_key', { setValueAs: (value: string) => value || undefined })}
        label={t('settings.marketing.apiKey')}
        type="password"
        autoComplete="off"
        error={Boolean(errors.mailing_list_api_key)}
        helperText={
          fieldError(errors.mailing_list_api_key?.message) ?? secretHelper(t, marketing.mailing_list_api_key)
        }
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextField
        {...form.register('fbpixelId')}
        label={t('settings.marketing.pixel')}
        {...errorProps(fieldError, errors.fbpixelId)}
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
      />
      <TextField
        {...form.register('video_monitoring_key')}
        label={t('settings.marketing.monitoringKey')}
        autoComplete="off"
        error={Boolean(errors.video_monitoring_key)}
        helperText={
          fieldError(errors.video_monitoring_key?.message) ?? t('settings.marketing.monitoringKeyHelp')
        }
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </SectionForm>
  );
}
