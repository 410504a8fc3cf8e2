import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { RefCallBack } from 'react-hook-form';

/**
 * A form field of several ids (the events a plan covers, the plans a coupon applies to) picked by
 * name. An id already chosen that is no longer offered stays, under the name `labelOf` gives it.
 */
export function IdsField(props: {
  field: { value: number[]; onChange: (ids: number[]) => void; ref: RefCallBack };
  options: number[];
  labelOf: (id: number) => string;
  loading: boolean;
  label: string;
  error: boolean;
  helperText: ReactNode;
}) {
  const { field } = props;
  return (
    <Autocomplete
      multiple
      options={[...new Set([...props.options, ...field.value])]}
      getOptionLabel={props.labelOf}
      loading={props.loading}
      value={field.value}
      onChange={(_event, value) => field.onChange(value)}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={props.label}
          error={props.error}
          helperText={props.helperText}
        />
      )}
    />
  );
}
