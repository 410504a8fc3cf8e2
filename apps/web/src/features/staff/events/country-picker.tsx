import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { getCountries } from 'libphonenumber-js';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Every country a viewer's address can come from, named in the back-office's language. */
function useCountryNames(): { code: string; name: string }[] {
  const { i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}

/** A searchable list of countries by name or code; the value is the upper-case ISO codes. */
export function CountryPicker({
  label,
  value,
  onChange,
  error,
  helperText,
}: {
  label: string;
  value: string[];
  onChange: (codes: string[]) => void;
  error?: boolean;
  helperText?: string;
}) {
  const countries = useCountryNames();
  const byCode = new Map(countries.map((country) => [country.code, country]));
  const chosen = value.map((code) => byCode.get(code) ?? { code, name: code });
  return (
    <Autocomplete
      multiple
      options={countries}
      value={chosen}
      onChange={(_event, next) => onChange(next.map((country) => country.code))}
      getOptionLabel={(country) => country.name}
      isOptionEqualToValue={(option, item) => option.code === item.code}
      filterOptions={(options, { inputValue }) => {
        const query = inputValue.trim().toLocaleLowerCase();
        return options.filter(
          (country) =>
            country.name.toLocaleLowerCase().includes(query) || country.code.toLowerCase() === query,
        );
      }}
      renderValue={(items, getItemProps) =>
        items.map((country, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={country.name} size="small" {...props} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
