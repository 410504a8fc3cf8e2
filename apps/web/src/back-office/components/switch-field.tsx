import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** One on/off field of a back-office form: a labelled switch bound to a boolean of the form. */
export function SwitchField<Form extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<Form>;
  name: FieldPathByValue<Form, boolean>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
          }
        />
      )}
    />
  );
}
