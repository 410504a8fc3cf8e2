import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { filterCountries, useCountryNames } from '../components/country-names';

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
      filterOptions={(options, { inputValue }) => filterCountries(options, inputValue)}
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
