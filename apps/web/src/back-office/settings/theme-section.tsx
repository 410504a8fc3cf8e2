import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type CompanySettings,
  THEME_FONTS,
  type ThemeSettings,
  ZThemeSettings,
} from '@screener/contracts/company-settings';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { SwitchField } from '../components/switch-field';
import { SectionForm, useSectionSave } from './section-form';
import { useSaveTheme } from './settings-api';
import { ThemePreview } from './theme-preview';

const COLORS = ['primaryColor', 'secondaryColor', 'backgroundColor'] as const;
const FIELDS = [...COLORS, 'darkMode', 'fontFamily'] as const;
const isHex = (value: string) => /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(value);

/** Colours, dark mode and font, with the site's header and an event card drawn live beside them. */
export function ThemeSection({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const save = useSaveTheme();
  const form = useForm<ThemeSettings>({
    resolver: zodResolver(ZThemeSettings),
    defaultValues: settings.theme,
  });
  const { errors, isSubmitting } = form.formState;
  const saveSection = useSectionSave(FIELDS, form.setError);
  const submit = form.handleSubmit((values) => saveSection(() => save.mutateAsync(values)));
  const watched = useWatch({ control: form.control });
  // A colour half typed shows the saved one until it is a colour again.
  const previewed: ThemeSettings = {
    ...settings.theme,
    ...watched,
    ...Object.fromEntries(
      COLORS.map((name) => [name, isHex(watched[name] ?? '') ? watched[name] : settings.theme[name]]),
    ),
  };

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SectionForm onSubmit={submit} submitting={isSubmitting}>
          {COLORS.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    {...field}
                    label={t(`settings.theme.${name}`)}
                    {...errorProps(fieldError, errors[name])}
                    slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
                    sx={{ flexGrow: 1 }}
                  />
                  <TextField
                    type="color"
                    value={isHex(field.value) && field.value.length === 7 ? field.value : '#000000'}
                    onChange={(event) => field.onChange(event.target.value)}
                    slotProps={{
                      htmlInput: {
                        'aria-label': t('settings.theme.pick', { name: t(`settings.theme.${name}`) }),
                      },
                    }}
                    sx={{ inlineSize: 72 }}
                  />
                </Stack>
              )}
            />
          ))}
          <SwitchField control={form.control} name="darkMode" label={t('settings.theme.darkMode')} />
          <Controller
            control={form.control}
            name="fontFamily"
            render={({ field }) => (
              <TextField {...field} select label={t('settings.theme.font')}>
                {THEME_FONTS.map((font) => (
                  <MenuItem key={font} value={font} sx={{ fontFamily: font }}>
                    {font}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </SectionForm>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ThemePreview theme={previewed} title={settings.general.title} logoUrl={settings.logo_url} />
      </Grid>
    </Grid>
  );
}
