import { DEFAULT_PLAYER_STATE, type PlayerState } from '@screener/contracts/watch';
import { describe, expect, it } from 'vitest';
import { watchScreener } from '../../../test/watch-screener-fixture';
import {
  afterFilmEnded,
  afterPreRoll,
  allowedSeekTime,
  chooseFilm,
  firstSource,
  type PlaylistFilm,
  playbackLimits,
  playbackOf,
  playlistOf,
  startingState,
} from './player-rules';

const film = (id: number, preRoll: string | null = null): PlaylistFilm => ({
  id,
  title: `Film ${id}`,
  src: `/media/7/film-${id}/master.m3u8`,
  preRoll,
  subtitles: [],
});
const state = (overrides: Partial<PlayerState> = {}): PlayerState => ({
  screener_id: 7,
  ...DEFAULT_PLAYER_STATE,
  ...overrides,
});

describe('playlistOf', () => {
  it('keeps the films with a ready movie, in order, with their pre-roll and subtitles', () => {
    const base = { subtitle: null, description: '', thumburls: [], trailer: null, screener_media: null };
    const screener = watchScreener({
      films: [
        { id: 3, title: 'Three', producer_name: null, director_name: null, ...base },
        { id: 4, title: 'Four', producer_name: null, director_name: null, ...base },
        { id: 5, title: 'Five', producer_name: null, director_name: null, ...base },
      ],
      screener_urls: { '3': '/media/7/a/master.m3u8', '5': '/media/7/c/master.m3u8' },
      pre_roll: { '5': '/media/7/ad/master.m3u8' },
      subtitles: { '3': [{ lang_subtitle: 'en', src_subtitle: '/media/7/a/en.vtt' }] },
    });
    expect(playlistOf(screener)).toEqual([
      {
        id: 3,
        title: 'Three',
        src: '/media/7/a/master.m3u8',
        preRoll: null,
        subtitles: [{ lang_subtitle: 'en', src_subtitle: '/media/7/a/en.vtt' }],
      },
      {
        id: 5,
        title: 'Five',
        src: '/media/7/c/master.m3u8',
        preRoll: '/media/7/ad/master.m3u8',
        subtitles: [],
      },
    ]);
  });
});

describe('startingState', () => {
  const saved = state({ currentMovieIndex: 1, currentTime: 42, prerollEnded: true, subtitle_lang: 'he' });

  it('restores the saved state', () => {
    expect(startingState(7, saved, { preview: false, filmCount: 2 })).toEqual(saved);
  });
  it('starts from the defaults in preview mode, whatever was saved', () => {
    expect(startingState(7, saved, { preview: true, filmCount: 2 })).toEqual(state());
  });
  it('starts from the defaults before the first save', () => {
    expect(startingState(7, null, { preview: false, filmCount: 2 })).toEqual(state());
  });
  it('keeps an ended stream ended, and starts over when the saved film no longer exists', () => {
    expect(startingState(7, state({ currentMovieIndex: 2 }), { preview: false, filmCount: 2 })).toMatchObject(
      {
        currentMovieIndex: 2,
      },
    );
    expect(
      startingState(7, state({ currentMovieIndex: 5, currentTime: 9 }), { preview: false, filmCount: 2 }),
    ).toMatchObject({ currentMovieIndex: 0, currentTime: 0 });
  });
});

describe('playbackOf', () => {
  const playlist = [film(1, '/media/7/ad/master.m3u8'), film(2)];

  it('plays the pre-roll first while it has not ended', () => {
    expect(playbackOf(state(), playlist)).toMatchObject({ kind: 'preRoll', src: '/media/7/ad/master.m3u8' });
    expect(playbackOf(state({ prerollEnded: true }), playlist)).toMatchObject({
      kind: 'film',
      src: '/media/7/film-1/master.m3u8',
    });
  });
  it('plays the film directly when it has no pre-roll', () => {
    expect(playbackOf(state({ currentMovieIndex: 1 }), playlist)).toMatchObject({
      kind: 'film',
      film: { id: 2 },
    });
  });
  it('has ended past the last film, and is empty without films', () => {
    expect(playbackOf(state({ currentMovieIndex: 2 }), playlist)).toEqual({ kind: 'ended' });
    expect(playbackOf(state(), [])).toEqual({ kind: 'empty' });
  });
});

describe('firstSource', () => {
  const base = { subtitle: null, description: '', thumburls: [], trailer: null, screener_media: null };
  const screener = watchScreener({
    id: 7,
    films: [
      { id: 3, title: 'Three', producer_name: null, director_name: null, ...base },
      { id: 4, title: 'Four', producer_name: null, director_name: null, ...base },
    ],
    screener_urls: { '3': '/media/7/a/master.m3u8', '4': '/media/7/b/master.m3u8' },
    pre_roll: { '3': '/media/7/ad/master.m3u8' },
  });

  it('is the saved film from the saved time, or the pre-roll before it', () => {
    expect(firstSource(screener, state({ currentMovieIndex: 1, currentTime: 42 }), false)).toEqual({
      src: '/media/7/b/master.m3u8',
      startAt: 42,
    });
    expect(firstSource(screener, null, false)).toEqual({ src: '/media/7/ad/master.m3u8', startAt: 0 });
  });
  it('starts from the defaults in preview mode, and is none once the stream has ended', () => {
    expect(firstSource(screener, state({ currentMovieIndex: 1, currentTime: 42 }), true)).toEqual({
      src: '/media/7/ad/master.m3u8',
      startAt: 0,
    });
    expect(firstSource(screener, state({ currentMovieIndex: 2 }), false)).toBeNull();
  });
});

describe('moving through the playlist', () => {
  it('marks the pre-roll ended', () => {
    expect(afterPreRoll(state({ currentTime: 11 }))).toMatchObject({ prerollEnded: true, currentTime: 0 });
  });
  it('stores the next film from time 0 at the end of a film, and ends after the last', () => {
    expect(afterFilmEnded(state({ currentTime: 12 }), 2)).toMatchObject({
      currentMovieIndex: 1,
      currentTime: 0,
    });
    const ended = afterFilmEnded(state({ currentMovieIndex: 1, currentTime: 12 }), 2);
    expect(playbackOf(ended, [film(1), film(2)])).toEqual({ kind: 'ended' });
  });
  it('changes film on a playlist click only when switching is enabled', () => {
    const current = state({ currentTime: 30 });
    expect(chooseFilm(current, 1, { switchingEnabled: true, filmCount: 2 })).toMatchObject({
      currentMovieIndex: 1,
      currentTime: 0,
    });
    expect(chooseFilm(current, 1, { switchingEnabled: false, filmCount: 2 })).toBeNull();
    expect(chooseFilm(current, 2, { switchingEnabled: true, filmCount: 2 })).toBeNull();
    expect(chooseFilm(current, 0, { switchingEnabled: true, filmCount: 2 })).toBeNull();
  });
});

describe('allowedSeekTime', () => {
  it('undoes a skip past the furthest point watched when no_skip is set', () => {
    expect(allowedSeekTime(90, 30, true)).toBe(30);
  });
  it('lets the viewer go back, or forward within what was watched', () => {
    expect(allowedSeekTime(10, 30, true)).toBe(10);
    expect(allowedSeekTime(30.5, 30, true)).toBe(30.5);
  });
  it('lets the viewer seek anywhere without no_skip', () => {
    expect(allowedSeekTime(90, 30, false)).toBe(90);
  });
});

describe('playbackLimits', () => {
  it('reads no_skip from the event configuration or the stream meta, and no_pause from the meta', () => {
    expect(playbackLimits(watchScreener())).toEqual({ noSkip: false, noPause: false });
    const configured = watchScreener({
      event_configuration: { is_full_screen_mode: false, no_skip: true, movie_switching_enabled: false },
    });
    expect(playbackLimits(configured)).toEqual({ noSkip: true, noPause: false });
    const meta = watchScreener({
      streams: { movie_stream: { active: true, force: false, content: { no_skip: true, no_pause: true } } },
    });
    expect(playbackLimits(meta)).toEqual({ noSkip: true, noPause: true });
  });
});
