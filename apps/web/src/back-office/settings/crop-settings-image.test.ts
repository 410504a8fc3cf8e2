import { describe, expect, it } from 'vitest';
import { cropFrame } from './crop-settings-image';

describe('cropFrame', () => {
  it('cuts a favicon to the centred square at its bound', () => {
    expect(cropFrame('favicon', 1000, 600, 1)).toEqual({
      sx: 200,
      sy: 0,
      sw: 600,
      sh: 600,
      dw: 128,
      dh: 128,
    });
  });

  it('keeps a logo’s proportions within its bound, and zooms towards the centre', () => {
    expect(cropFrame('logo', 1600, 400, 1)).toMatchObject({ sw: 1600, sh: 400, dw: 800, dh: 200 });
    expect(cropFrame('logo', 400, 100, 2)).toEqual({ sx: 100, sy: 25, sw: 200, sh: 50, dw: 200, dh: 50 });
  });

  it('cuts an event thumbnail to the centred 16:9 at its bound, from a wide or a tall picture', () => {
    const wide = cropFrame('thumbnail', 4000, 2000, 1);
    expect(wide).toMatchObject({ sy: 0, sh: 2000, dw: 1280, dh: 720 });
    expect(wide.sw).toBeCloseTo(3555.56, 1);
    expect(cropFrame('thumbnail', 900, 1600, 1)).toMatchObject({
      sx: 0,
      sw: 900,
      sh: 506.25,
      dw: 900,
      dh: 506,
    });
    expect(cropFrame('thumbnail', 640, 360, 2)).toEqual({
      sx: 160,
      sy: 90,
      sw: 320,
      sh: 180,
      dw: 320,
      dh: 180,
    });
  });
});
