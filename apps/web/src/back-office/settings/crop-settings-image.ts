/**
 * How each picture is cut: a favicon a small square, a logo its own shape within a bound, an event
 * thumbnail the 16:9 of the site's event cards. A thumbnail is usually a photo: JPEG keeps it small.
 */
export const IMAGE_SHAPES = {
  logo: { maxWidth: 800, maxHeight: 400, aspect: null, type: 'image/png' },
  favicon: { maxWidth: 128, maxHeight: 128, aspect: 1, type: 'image/png' },
  thumbnail: { maxWidth: 1280, maxHeight: 720, aspect: 16 / 9, type: 'image/jpeg' },
} as const;
export type ImageShape = keyof typeof IMAGE_SHAPES;

/**
 * The part of a `width` x `height` picture kept at `zoom` (1 or more, towards the centre), and the
 * size it is drawn at: the largest centred part of the shape's proportions (the picture's own for
 * a logo), never larger than its bound.
 */
export function cropFrame(kind: ImageShape, width: number, height: number, zoom: number) {
  const shape = IMAGE_SHAPES[kind];
  const scale = Math.max(1, zoom);
  const aspect = shape.aspect ?? width / height;
  const fullWidth = Math.min(width, height * aspect);
  const sourceWidth = fullWidth / scale;
  const sourceHeight = fullWidth / aspect / scale;
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
export async function cropSettingsImage(file: Blob, kind: ImageShape, zoom: number): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const frame = cropFrame(kind, bitmap.width, bitmap.height, zoom);
  const canvas = document.createElement('canvas');
  canvas.width = frame.dw;
  canvas.height = frame.dh;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(bitmap, frame.sx, frame.sy, frame.sw, frame.sh, 0, 0, frame.dw, frame.dh);
  bitmap.close();
  // PNG keeps a logo's transparency; a browser without the asked type answers PNG anyway.
  return canvas.toDataURL(IMAGE_SHAPES[kind].type, 0.85);
}
