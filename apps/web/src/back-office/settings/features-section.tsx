import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type CompanySettings, ZFeatureSettings } from '@screener/contracts/company-settings';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { SectionForm, useSectionSave } from './section-form';
import { useSaveFeatures } from './settings-api';

type FeaturesForm = z.input<typeof ZFeatureSettings>;
const SWITCHES = [
  'advertising_layout',
  'show_pricing_menu',
  'logo_as_header',
  'hide_watch_link',
  'hide_yearly_plans',
  'mail_staff_on_requests',
] as const;
const LINKS = ['promo_trailer_url', 'external_home_url'] as const;
const FIELDS = [...SWITCHES, ...LINKS] as const;

/** The named settings that shape the site: layout switches and the two outside links. */
export function FeaturesSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const save = useSaveFeatures();
  const form = useForm<FeaturesForm, unknown, z.output<typeof ZFeatureSettings>>({
    resolver: zodResolver(ZFeatureSettings),
    defaultValues: settings.features,
  });
  const { errors, isSubmitting } = form.formState;
  const saveSection = useSectionSave(FIELDS, form.setError);
  const submit = form.handleSubmit((values) => saveSection(() => save.mutateAsync(values)));

  return (
    <SectionForm onSubmit={submit} submitting={isSubmitting}>
      {SWITCHES.map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <div>
              <FormControlLabel
                label={t(`settings.features.${name}`)}
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{ input: { 'aria-describedby': `feature-${name}-hint` } }}
                  />
                }
              />
              <FormHelperText id={`feature-${name}-hint`}>
                {t(`settings.features.${name}Hint`)}
              </FormHelperText>
            </div>
          )}
        />
      ))}
      {LINKS.map((name) => (
        <TextField
          key={name}
          {...form.register(name)}
          type="url"
          label={t(`settings.features.${name}`)}
          {...errorProps(fieldError, errors[name], t(`settings.features.${name}Hint`))}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      ))}
    </SectionForm>
  );
}
