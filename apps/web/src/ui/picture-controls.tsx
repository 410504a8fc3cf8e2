import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { CroppedPicture } from './use-cropped-picture';

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

/** The zoom of the picture's crop towards its centre, 1 to 3, named by its caption; shown once a file is chosen. */
export function PictureZoom({
  picture,
  label,
  inlineSize,
}: {
  picture: Pick<CroppedPicture, 'file' | 'zoom' | 'setZoom'>;
  label: string;
  inlineSize: number;
}) {
  const labelId = useId();
  if (!picture.file) return null;
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
        value={picture.zoom}
        onChange={(_, zoom) => picture.setZoom(Array.isArray(zoom) ? (zoom[0] ?? 1) : zoom)}
        aria-labelledby={labelId}
      />
    </Stack>
  );
}
