/** How each picture is cut: a favicon a small square, a logo its own shape within a bound. */
export const IMAGE_SHAPES = {
  logo: { maxWidth: 800, maxHeight: 400, square: false },
  favicon: { maxWidth: 128, maxHeight: 128, square: true },
} as const;

/**
 * The part of a `width` x `height` picture kept at `zoom` (1 or more, towards the centre), and the
 * size it is drawn at: a square for a favicon, the picture's own proportions for a logo, never
 * larger than its bound.
 */
export function cropFrame(kind: keyof typeof IMAGE_SHAPES, width: number, height: number, zoom: number) {
  const shape = IMAGE_SHAPES[kind];
  const scale = Math.max(1, zoom);
  const sourceWidth = (shape.square ? Math.min(width, height) : width) / scale;
  const sourceHeight = (shape.square ? Math.min(width, height) : height) / scale;
  const fit = Math.min(1, shape.maxWidth / sourceWidth, shape.maxHeight / sourceHeight);
  return {
    sx: (width - sourceWidth) / 2,
    sy: (height - sourceHeight) / 2,
    sw: sourceWidth,
    sh: sourceHeight,
    dw: Math.max(1, Math.round(sourceWidth * fit)),
    dh: Math.max(1, Math.round(sourceHeight * fit)),
  };
}

/** Crops and scales the chosen file in the browser; the server checks the result again by its bytes. */
export async function cropSettingsImage(
  file: Blob,
  kind: keyof typeof IMAGE_SHAPES,
  zoom: number,
): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const frame = cropFrame(kind, bitmap.width, bitmap.height, zoom);
  const canvas = document.createElement('canvas');
  canvas.width = frame.dw;
  canvas.height = frame.dh;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(bitmap, frame.sx, frame.sy, frame.sw, frame.sh, 0, 0, frame.dw, frame.dh);
  bitmap.close();
  // PNG keeps a logo's transparency; a browser without it answers PNG anyway.
  return canvas.toDataURL('image/png');
}
