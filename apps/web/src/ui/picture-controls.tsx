import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A button that opens the file dialog for a picture; its input is hidden but stays focusable. */
export function PictureFileButton({
  children,
  accept,
  describedBy,
  onChoose,
}: {
  children: ReactNode;
  accept: string;
  describedBy?: string;
  onChoose: (file: File | undefined) => void;
}) {
  const inputId = useId();
  return (
    <Button component="label" htmlFor={inputId} variant="outlined" size="small">
      {children}
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        style={{ position: 'absolute', inlineSize: 1, blockSize: 1, opacity: 0 }}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
    </Button>
  );
}

/** The zoom of a crop towards the picture's centre, 1 to 3, named by its caption. */
export function PictureZoom({
  label,
  value,
  onChange,
  inlineSize,
}: {
  label: string;
  value: number;
  onChange: (zoom: number) => void;
  inlineSize: number;
}) {
  const labelId = useId();
  return (
    <Stack sx={{ inlineSize }}>
      <Typography variant="caption" component="span" id={labelId}>
        {label}
      </Typography>
      <Slider
        size="small"
        min={1}
        max={3}
        step={0.1}
        value={value}
        onChange={(_, zoom) => onChange(Array.isArray(zoom) ? (zoom[0] ?? 1) : zoom)}
        aria-labelledby={labelId}
      />
    </Stack>
  );
}
