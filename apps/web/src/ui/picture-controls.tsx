import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef } from 'react';
import type { CroppedPicture } from './use-cropped-picture';

/**
 * A button that opens the file dialog for a picture. The file input is hidden and clicked by the
 * button: an input inside a label drawn as a button would be a control within a control, two tab
 * stops for one action.
 */
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
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          // The same file chosen again is a new choice.
          event.target.value = '';
        }}
      />
    </>
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
