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
});
