import { describe, expect, it } from 'vitest';
import { toWebVtt } from './subtitle-file.ts';

const SRT = [
  '1',
  '00:00:01,000 --> 00:00:02,500',
  'Hello there.',
  '',
  '2',
  '00:00:03,000 --> 00:00:04,250',
  'Two lines,',
  '<i>the second in italics</i>',
  '',
].join('\r\n');

describe('subtitles kept as WebVTT', () => {
  it('converts SRT, with its CRLF line ends and a BOM, to WebVTT with the same cues', () => {
    const converted = toWebVtt(`\uFEFF${SRT}`);
    expect(converted).toMatchObject({ ok: true, cues: 2 });
    if (!converted.ok) return;
    expect(converted.vtt.startsWith('WEBVTT')).toBe(true);
    expect(converted.vtt).toContain('00:00:01.000 --> 00:00:02.500\nHello there.');
    expect(converted.vtt).toContain(
      '00:00:03.000 --> 00:00:04.250\nTwo lines,\n<i>the second in italics</i>',
    );
    expect(converted.vtt).not.toContain(',000');
  });

  it('keeps a WebVTT file as WebVTT', () => {
    const converted = toWebVtt('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nשלום\n');
    expect(converted).toMatchObject({ ok: true, cues: 1 });
    if (converted.ok) expect(converted.vtt).toContain('00:00:01.000 --> 00:00:02.000\nשלום');
  });

  it('writes an arrow inside a cue’s text so it cannot start another timing line', () => {
    const converted = toWebVtt('1\n00:00:01,000 --> 00:00:02,000\nA --> B\n');
    if (!converted.ok) throw new Error('not converted');
    expect(converted.vtt).toContain('A --&gt; B');
  });

  it('calls an empty file, or one with no cues, empty', () => {
    expect(toWebVtt('')).toEqual({ ok: false, problem: 'subtitle_empty' });
    expect(toWebVtt(' \r\n\n ')).toEqual({ ok: false, problem: 'subtitle_empty' });
    expect(toWebVtt('WEBVTT\n')).toEqual({ ok: false, problem: 'subtitle_empty' });
  });

  it('refuses a file that is not subtitles', () => {
    expect(toWebVtt('just some words\nand more')).toEqual({ ok: false, problem: 'subtitle_format' });
    expect(toWebVtt('1\n00:00:01 to 00:00:02\nHello\n')).toEqual({ ok: false, problem: 'subtitle_format' });
  });
});
