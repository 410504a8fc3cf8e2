import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec part 1 §9: the default country code when the viewer's is unknown. */
export const DEFAULT_COUNTRY: CountryCode = 'GB';

const COUNTRIES = getCountries();

export function isCountryCode(value: string | null | undefined): value is CountryCode {
  return value != null && (COUNTRIES as readonly string[]).includes(value);
}

/** The number in international form when it parses for the chosen country, else as typed. */
export function internationalPhone(typed: string, country: CountryCode): string {
  const trimmed = typed.trim();
  if (!trimmed) return '';
  return parsePhoneNumberFromString(trimmed, country)?.number ?? trimmed;
}

type PhoneFieldProps = {
  label: string;
  /** The phone as stored (international form) or empty. */
  value: string;
  onChange: (international: string, country: CountryCode) => void;
  defaultCountry: CountryCode;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** A phone input with a country selector (spec part 2 §2.8 profile tab). */
export function PhoneField(props: PhoneFieldProps) {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const parsed = props.value ? parsePhoneNumberFromString(props.value) : undefined;
  // Until the viewer picks a country, a default that arrives late (the viewer's country) still applies.
  const [chosen, setCountry] = useState<CountryCode | null>(parsed?.country ?? null);
  const country = chosen ?? props.defaultCountry;
  const [typed, setTyped] = useState(parsed ? parsed.formatNational() : props.value);
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  const options = useMemo(
    () =>
      COUNTRIES.map((code) => ({
        code,
        label: `${names.of(code) ?? code} +${getCountryCallingCode(code)}`,
      })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [names, i18n.language],
  );

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        select
        id={selectId}
        label={t('account.country')}
        value={country}
        disabled={props.disabled ?? false}
        onChange={(event) => {
          const next = event.target.value as CountryCode;
          setCountry(next);
          props.onChange(internationalPhone(typed, next), next);
        }}
        sx={{ inlineSize: 150, flexShrink: 0 }}
      >
        {options.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={props.label}
        value={typed}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        required={props.required ?? false}
        disabled={props.disabled ?? false}
        autoFocus={props.autoFocus ?? false}
        fullWidth
        error={Boolean(props.error)}
        helperText={props.error ?? props.helperText}
        onChange={(event) => {
          const next = new AsYouType(country).input(event.target.value);
          setTyped(event.target.value.length < typed.length ? event.target.value : next);
          props.onChange(internationalPhone(event.target.value, country), country);
        }}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </Box>
  );
}
