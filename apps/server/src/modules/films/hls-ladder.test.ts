import { describe, expect, it } from 'vitest';
import { displaySize, hlsArguments, ladderFor, maxKbpsFor } from './hls-ladder.ts';

const sizes = (width: number, height: number) =>
  ladderFor({ width, height }).map((rung) => `${rung.width}x${rung.height}`);

describe('ladderFor', () => {
  it.each([
    // Full HD and above: 1080 at the top, never more.
    [3840, 2160, ['1920x1080', '1280x720', '854x480', '640x360']],
    [1920, 1080, ['1920x1080', '1280x720', '854x480', '640x360']],
    // Never enlarged: a 720p film tops at 720p.
    [1280, 720, ['1280x720', '854x480', '640x360']],
    [854, 480, ['854x480', '640x360']],
    [640, 360, ['640x360']],
    // Under 360 lines: its own height only.
    [320, 180, ['320x180']],
    // An odd height gets its own top rung; 720 is left out as within 15 % of 800.
    [1422, 800, ['1422x800', '854x480', '640x360']],
    // PAL: 480 is lower than 85 % of 576, so it stays.
    [1024, 576, ['1024x576', '854x480', '640x360']],
    [960, 540, ['960x540', '640x360']],
    // Scope films keep their shape: the width fits 1920 first (2K DCI scope is 2048x858).
    [2048, 858, ['1920x804', '1146x480', '860x360']],
    [1920, 800, ['1920x800', '1152x480', '864x360']],
    // A portrait phone film fits the same 1920x1080 box.
    [1080, 1920, ['608x1080', '406x720', '270x480', '202x360']],
  ])('%dx%d -> %j', (width, height, expected) => {
    expect(sizes(width, height)).toEqual(expected);
  });

  it('names each rung by its height, as the player’s quality menu shows it', () => {
    expect(ladderFor({ width: 1920, height: 1080 }).map((rung) => rung.name)).toEqual([
      '1080p',
      '720p',
      '480p',
      '360p',
    ]);
    expect(ladderFor({ width: 1422, height: 800 })[0]?.name).toBe('800p');
  });

  it('caps each rung’s rate by its pixel count', () => {
    expect(ladderFor({ width: 1920, height: 1080 }).map((rung) => rung.maxKbps)).toEqual([
      5000, 2700, 1500, 950,
    ]);
    // A scope 1080 rung has fewer pixels than a 16:9 one, so a lower cap.
    expect(maxKbpsFor(1920, 804)).toBe(4000);
  });
});

describe('displaySize', () => {
  it('stretches an anamorphic picture and turns a rotated one', () => {
    expect(displaySize({ width: 1440, height: 1080, sampleAspectRatio: '4:3' })).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(displaySize({ width: 1920, height: 1080, sampleAspectRatio: '0:1' })).toEqual({
      width: 1920,
      height: 1080,
    });
    expect(displaySize({ width: 1920, height: 1080, rotation: -90 })).toEqual({ width: 1080, height: 1920 });
    expect(displaySize({ width: 1920, height: 1080, rotation: 180 })).toEqual({ width: 1920, height: 1080 });
  });
});

describe('hlsArguments', () => {
  const rungs = ladderFor({ width: 1280, height: 720 });
  const streamMap = (args: string[]) => args[args.indexOf('-var_stream_map') + 1];

  it('muxes the source’s first audio track into every rung', () => {
    const args = hlsArguments({ input: 'in.mp4', outDir: 'out', rungs, hasAudio: true });
    expect(streamMap(args)).toBe('v:0,a:0,name:720p v:1,a:1,name:480p v:2,a:2,name:360p');
    expect(args.filter((arg) => arg === '0:a:0')).toHaveLength(3);
    expect(args).toContain('aac');
  });

  it('makes a video-only ladder for a silent source', () => {
    const args = hlsArguments({ input: 'in.mp4', outDir: 'out', rungs, hasAudio: false });
    expect(streamMap(args)).toBe('v:0,name:720p v:1,name:480p v:2,name:360p');
    expect(args).not.toContain('0:a:0');
    expect(args).not.toContain('aac');
  });
});
