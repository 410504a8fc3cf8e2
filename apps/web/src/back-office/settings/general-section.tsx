import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGES } from '@screener/contracts/company';
import { type CompanySettings, ZGeneralSettings } from '@screener/contracts/company-settings';
import { timeZoneLabel } from '@screener/contracts/dates';
import { LANGUAGES } from '@screener/contracts/language';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { filterCountries, useCountryNames } from '../components/country-names';
import { companyLocale, typedDateExample } from '../components/date-field-format';
import { ImageField } from './image-field';
import { SectionForm, useSectionSave } from './section-form';
import { useSaveGeneral } from './settings-api';

type GeneralForm = z.input<typeof ZGeneralSettings>;
const FIELDS = [
  'title',
  'language',
  'languages',
  'timezone',
  'country',
  'banner_message',
  'powered_by_message',
  'disabled_default_pages',
  'seat_hold_minutes',
  'waitlist_offer_hours',
  'ask_mobile_at_registration',
  'vod_commission_percent',
] as const;
const TIME_ZONES = Intl.supportedValuesOf('timeZone');
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Español',
  he: 'עברית',
  it: 'Italiano',
};

/**
 * Title, pictures, default language, time zone, banner, footer, default pages, seat hold time, the
 * waitlist's offer time, the mobile asked at registration and the on-demand commission (spec part 1 §1).
 */
export function GeneralSection({ settings }: { settings: CompanySettings }) {
  const { t, i18n } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const save = useSaveGeneral();
  const form = useForm<GeneralForm, unknown, z.output<typeof ZGeneralSettings>>({
    resolver: zodResolver(ZGeneralSettings),
    defaultValues: settings.general,
  });
  const { errors, isSubmitting } = form.formState;
  const countries = useCountryNames();
  const [language, country] = form.watch(['language', 'country']);
  const saveSection = useSectionSave(FIELDS, form.setError);
  const submit = form.handleSubmit((values) => saveSection(() => save.mutateAsync(values)));

  return (
    <Stack spacing={3}>
      <SectionForm onSubmit={submit} submitting={isSubmitting}>
        <TextField
          {...form.register('title')}
          label={t('settings.general.siteTitle')}
          required
          {...errorProps(fieldError, errors.title)}
        />
        <TextField
          label={t('settings.general.domain')}
          value={settings.domain}
          slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
          helperText={t('settings.general.domainHint')}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <FormControl component="fieldset" error={Boolean(errors.languages)}>
              <FormLabel component="legend">{t('settings.general.languages')}</FormLabel>
              <FormGroup row>
                {LANGUAGES.map((language) => (
                  <FormControlLabel
                    key={language}
                    lang={language}
                    label={LANGUAGE_NAMES[language]}
                    control={
                      <Checkbox
                        checked={field.value.includes(language)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, language]
                              : field.value.filter((item) => item !== language),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText>
                {errors.languages ? t('settings.general.languagesError') : null}
              </FormHelperText>
            </FormControl>
          )}
        />
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <TextField {...field} select label={t('settings.general.language')}>
              {LANGUAGES.map((language) => (
                <MenuItem key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={form.control}
          name="timezone"
          render={({ field }) => (
            <Autocomplete
              options={TIME_ZONES}
              value={field.value}
              onChange={(_, value) => field.onChange(value ?? '')}
              disableClearable
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('settings.general.timezone')}
                  error={Boolean(errors.timezone)}
                  helperText={
                    fieldError(errors.timezone?.message) ??
                    (field.value ? timeZoneLabel(field.value, i18n.language, new Date()) : undefined)
                  }
                />
              )}
            />
          )}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Autocomplete
              options={countries}
              value={countries.find((option) => option.code === field.value) ?? null}
              onChange={(_, value) => field.onChange(value?.code ?? null)}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.code === value.code}
              filterOptions={(options, { inputValue }) => filterCountries(options, inputValue)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('settings.general.country')}
                  error={Boolean(errors.country)}
                  helperText={
                    fieldError(errors.country?.message) ??
                    t('settings.general.countryHint', {
                      example: typedDateExample(companyLocale(language, country)),
                    })
                  }
                />
              )}
            />
          )}
        />
        <TextField
          {...form.register('banner_message')}
          label={t('settings.general.banner')}
          multiline
          minRows={2}
          {...errorProps(fieldError, errors.banner_message, t('settings.general.bannerHint'))}
        />
        <TextField
          {...form.register('powered_by_message')}
          label={t('settings.general.footer')}
          {...errorProps(fieldError, errors.powered_by_message, t('settings.general.footerHint'))}
        />
        <Controller
          control={form.control}
          name="disabled_default_pages"
          render={({ field }) => (
            <FormGroup>
              <FormLabel component="legend">{t('settings.general.defaultPages')}</FormLabel>
              {DEFAULT_PAGES.map((page) => (
                <FormControlLabel
                  key={page}
                  label={t(`settings.general.page.${page}`)}
                  control={
                    <Checkbox
                      checked={!field.value.includes(page)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? field.value.filter((item) => item !== page)
                            : [...field.value, page],
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          )}
        />
        <Controller
          control={form.control}
          name="seat_hold_minutes"
          render={({ field }) => (
            <TextField
              label={t('settings.general.seatHold')}
              type="number"
              value={field.value ?? ''}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? null : Number(event.target.value))
              }
              slotProps={{ htmlInput: { min: 2, max: 30, inputMode: 'numeric' } }}
              {...errorProps(fieldError, errors.seat_hold_minutes, t('settings.general.seatHoldHint'))}
            />
          )}
        />
        <Controller
          control={form.control}
          name="waitlist_offer_hours"
          render={({ field }) => (
            <TextField
              label={t('settings.general.waitlistOffer')}
              type="number"
              value={field.value ?? ''}
              onChange={(event) =>
                field.onChange(event.target.value === '' ? null : Number(event.target.value))
              }
              slotProps={{ htmlInput: { min: 1, max: 168, inputMode: 'numeric' } }}
              error={Boolean(errors.waitlist_offer_hours)}
              helperText={
                fieldError(errors.waitlist_offer_hours?.message) ?? t('settings.general.waitlistOfferHint')
              }
            />
          )}
        />
        <Controller
          control={form.control}
          name="ask_mobile_at_registration"
          render={({ field }) => (
            <FormControl>
              <FormControlLabel
                label={t('settings.general.askMobile')}
                control={
                  <Checkbox
                    checked={field.value ?? false}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
              />
              <FormHelperText>{t('settings.general.askMobileHint')}</FormHelperText>
            </FormControl>
          )}
        />
        <Controller
          control={form.control}
          name="vod_commission_percent"
          render={({ field }) => (
            <TextField
              label={t('settings.general.commission')}
              type="number"
              value={field.value ?? 0}
              onChange={(event) => field.onChange(event.target.value === '' ? 0 : Number(event.target.value))}
              slotProps={{ htmlInput: { min: 0, max: 100, inputMode: 'numeric' } }}
              error={Boolean(errors.vod_commission_percent)}
              helperText={
                fieldError(errors.vod_commission_percent?.message) ?? t('settings.general.commissionHint')
              }
            />
          )}
        />
      </SectionForm>
      <Divider />
      <Typography component="h2" variant="h6">
        {t('settings.image.title')}
      </Typography>
      <ImageField kind="logo" current={settings.logo_url} />
      <ImageField kind="favicon" current={settings.favicon_url} />
    </Stack>
  );
}
