import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A report's days, from and to (both included, in the company's time zone), and its grouping. */
export function ReportRangeFields<By extends string>(props: {
  from: string;
  to: string;
  by: By;
  groupings: readonly By[];
  labelOf: (by: By) => string;
  /** The range's field message, shown under `to`. */
  rangeError: string | undefined;
  onChange: (change: { from?: string; to?: string; by?: By }) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <TextField
        type="date"
        label={t('reports.from')}
        value={props.from}
        onChange={(event) => props.onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
      <TextField
        type="date"
        label={t('reports.to')}
        value={props.to}
        onChange={(event) => props.onChange({ to: event.target.value })}
        error={props.rangeError !== undefined}
        helperText={props.rangeError}
        slotProps={{ inputLabel: { shrink: true } }}
        size="small"
      />
      <TextField
        select
        label={t('reports.by')}
        value={props.by}
        onChange={(event) => props.onChange({ by: event.target.value as By })}
        size="small"
        sx={{ minWidth: 160 }}
      >
        {props.groupings.map((grouping) => (
          <MenuItem key={grouping} value={grouping}>
            {props.labelOf(grouping)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
