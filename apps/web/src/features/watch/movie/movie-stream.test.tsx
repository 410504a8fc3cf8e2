import { APP_VERSION } from '@screener/contracts/api';
import { toApiDateTime } from '@screener/contracts/dates';
import { DEFAULT_PLAYER_STATE, type PlayerState, type WatchScreener } from '@screener/contracts/watch';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../api/session-store';
import { CurrentCompanyContext } from '../../../domain/company/current-company-context';
import { i18n } from '../../../i18n/i18n';
import { testCompany } from '../../../test/company-fixture';
import { hlsPlayers, manifestLoadError } from '../../../test/fake-hls';
import { testFilm } from '../../../test/film-fixture';
import { watchScreener } from '../../../test/watch-screener-fixture';
import { AppProviders } from '../../../ui/app-providers';
import type { CastSender } from './cast/cast-sender';
import type { CastEvent } from './cast/cast-state';
import { dropEarlyStream, startEarlyStream } from './early-stream';
import { MovieStream } from './movie-stream';

vi.mock('./hls-player-loader', () => ({
  loadHlsPlayer: () => import('../../../test/fake-hls'),
  withHlsPlayer: (use: (module: unknown) => void, onFailure: () => void) =>
    void import('../../../test/fake-hls').then(use, onFailure),
}));

/** The cast sender the player finds; null: the browser offers none (jsdom's case). */
const cast = vi.hoisted(() => ({ sender: null as CastSender | null }));
vi.mock('./cast/use-cast-sender', () => ({
  canCast: () => cast.sender !== null,
  useCastSender: () => cast.sender,
}));

const mux = vi.hoisted(() => ({ monitor: vi.fn(), emit: vi.fn(), destroyMonitor: vi.fn() }));
vi.mock('mux-embed', () => ({ default: mux }));

const fetchMock = vi.fn<typeof fetch>();
const play = vi.fn(() => Promise.resolve());
const envelope = (data: unknown) =>
  new Response(JSON.stringify({ data, error: null, version: APP_VERSION }), {
    headers: { 'Content-Type': 'application/json' },
  });

const film = (id: number, title: string) => ({ ...testFilm(id, title), screener_media: null });
const FILM_A = '/media/7/a/master.m3u8';
const FILM_B = '/media/7/b/master.m3u8';
const PRE_ROLL = '/media/7/ad/master.m3u8';

function twoFilms(overrides: Partial<WatchScreener> = {}): WatchScreener {
  return watchScreener({
    films: [film(3, 'Aurora'), film(4, 'Borealis')],
    screener_urls: { '3': FILM_A, '4': FILM_B },
    event_configuration: { is_full_screen_mode: false, no_skip: false, movie_switching_enabled: true },
    ...overrides,
  });
}

let saved: PlayerState;
const calls = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)));
const saves = () => calls('/api/watch/player_state/save') as PlayerState[];

beforeEach(() => {
  saved = { screener_id: 7, ...DEFAULT_PLAYER_STATE };
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('player_state/get')) return envelope({ player_state: saved });
    if (url.includes('player_state/save')) return envelope({ player_state: saved });
    if (url.includes('analytics/track')) return envelope({ stored: 2 });
    if (url.includes('/getExternalSrcUrl'))
      return envelope({ url: 'https://cast.example/3/master.m3u8', expires_at: '2030-01-01 00:00:00' });
    if (url.includes('/stream/setCookie/')) return envelope({ screener_id: 7, window_ends_at: null });
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  setSession({ key: 'k'.repeat(32), secret: 's'.repeat(32) });
  void i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  dropEarlyStream();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
  play.mockClear();
  hlsPlayers.created.length = 0;
  cast.sender = null;
  mux.monitor.mockReset();
  mux.emit.mockReset();
  mux.destroyMonitor.mockReset();
});

function renderStream(screener: WatchScreener, isPreview = false) {
  return render(
    <AppProviders>
      <MovieStream screener={screener} isPreview={isPreview} fullScreen={false} />
    </AppProviders>,
  );
}

/** The player's video element, with a playhead a test can move (jsdom has no media pipeline). */
async function videoElement(): Promise<HTMLVideoElement> {
  const video = await waitFor(() => {
    const element = document.querySelector('video:not([hidden])');
    if (!(element instanceof HTMLVideoElement)) throw new Error('no video yet');
    return element;
  });
  let time = 0;
  Object.defineProperty(video, 'currentTime', { get: () => time, set: (value: number) => (time = value) });
  Object.defineProperty(video, 'duration', { value: 12 });
  return video;
}

const source = async () => waitFor(() => hlsPlayers.live().at(-1)?.source ?? expect.fail('no source yet'));

describe('MovieStream', () => {
  it('restores the saved film and time, with the buffer of spec part 2 §9', async () => {
    saved = { ...saved, currentMovieIndex: 1, currentTime: 5, prerollEnded: true };
    renderStream(twoFilms({ thumbnail_url: 'https://images.example/aurora.jpg' }));
    expect(await source()).toBe(FILM_B);
    // Starting at the lowest rendition and at the saved time (the first segment loaded is the one
    // that plays), the event's picture shown until the first frame.
    expect(hlsPlayers.live()[0]?.config).toMatchObject({
      maxBufferLength: 20,
      backBufferLength: 18,
      startLevel: 0,
      capLevelToPlayerSize: true,
      startPosition: 5,
    });
    const video = await videoElement();
    expect(video.getAttribute('poster')).toBe('https://images.example/aurora.jpg');
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(5);
  });

  it('takes over the stream the page started early for the same source and time', async () => {
    saved = { ...saved, currentMovieIndex: 1, currentTime: 5, prerollEnded: true };
    startEarlyStream(FILM_B, 5);
    const early = await waitFor(() => hlsPlayers.live()[0] ?? expect.fail('no early stream yet'));
    expect(early.config).toMatchObject({ startPosition: 5, startFragPrefetch: true });
    // Its manifest was read before the player listened: the renditions are offered all the same.
    early.parseManifest([{ height: 180 }, { height: 360 }]);
    renderStream(twoFilms());
    expect(
      await screen.findByRole('button', { name: i18n.t('player.resolution.current', { value: 'Auto' }) }),
    ).toBeTruthy();
    expect(hlsPlayers.created).toHaveLength(1);
    expect(early.destroyed).toBe(false);
  });

  it('drops a stream started early for another source and starts its own', async () => {
    saved = { ...saved, currentMovieIndex: 1, currentTime: 5, prerollEnded: true };
    startEarlyStream(FILM_A, 0);
    const early = await waitFor(() => hlsPlayers.live()[0] ?? expect.fail('no early stream yet'));
    renderStream(twoFilms());
    await waitFor(() => expect(early.destroyed).toBe(true));
    expect(await source()).toBe(FILM_B);
  });

  it('starts from the defaults in preview mode without reading or saving the player state', async () => {
    saved = { ...saved, currentMovieIndex: 1, currentTime: 5 };
    renderStream(twoFilms(), true);
    expect(await source()).toBe(FILM_A);
    fireEvent.ended(await videoElement());
    expect(await source()).toBe(FILM_B);
    expect(calls('player_state')).toEqual([]);
  });

  it('plays the pre-roll first, which cannot be paused and ends by marking it ended', async () => {
    renderStream(twoFilms({ pre_roll: { '3': PRE_ROLL } }));
    expect(await source()).toBe(PRE_ROLL);
    const video = await videoElement();
    fireEvent.pause(video);
    expect(play).toHaveBeenCalled();
    expect(screen.getByText(i18n.t('player.noPause'))).toBeTruthy();

    fireEvent.ended(video);
    expect(await source()).toBe(FILM_A);
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ prerollEnded: true, currentMovieIndex: 0 }));
  });

  it('stores the next film at the end of a film, and ends the stream after the last', async () => {
    // The viewer's window is open two more days: the film is over, the event is not.
    const windowEnds = new Date(Date.now() + 2 * 86_400_000);
    renderStream(twoFilms({ window_ends_at: toApiDateTime(windowEnds) }));
    expect(await source()).toBe(FILM_A);
    fireEvent.ended(await videoElement());
    expect(await source()).toBe(FILM_B);
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ currentMovieIndex: 1, currentTime: 0 }));

    fireEvent.ended(await videoElement());
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      windowEnds,
    );
    expect(
      await screen.findByText(`You have watched to the end. You can watch again until ${time}.`),
    ).toBeTruthy();
    expect(screen.queryByText(/has ended/)).toBeNull();
    expect(document.querySelector('video:not([hidden])')).toBeNull();
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ currentMovieIndex: 2, currentTime: 0 }));
  });

  it('thanks the viewer without an end time when the window has no end', async () => {
    saved = { ...saved, currentMovieIndex: 2, currentTime: 0, prerollEnded: true };
    renderStream(twoFilms({ window_ends_at: null }));
    expect(await screen.findByText(i18n.t('player.endedOpen'))).toBeTruthy();
    expect(screen.getByRole('button', { name: i18n.t('player.watchAgain') })).toBeTruthy();
  });

  it('plays a film saved in its last moments from its start, not at its end', async () => {
    saved = { ...saved, currentMovieIndex: 1, currentTime: 11, prerollEnded: true };
    renderStream(twoFilms());
    expect(await source()).toBe(FILM_B);
    const video = await videoElement();
    video.currentTime = 11;
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(0);
    fireEvent.pause(video);
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ currentMovieIndex: 1, currentTime: 0 }));
  });

  it('starts the next film afresh even when it has the same source as the last', async () => {
    renderStream(twoFilms({ screener_urls: { '3': FILM_A, '4': FILM_A } }));
    await source();
    const first = await videoElement();
    fireEvent.ended(first);
    await waitFor(() => expect(document.querySelector('video:not([hidden])')).not.toBe(first));
    expect(hlsPlayers.live()).toHaveLength(1);
    expect(hlsPlayers.created).toHaveLength(2);
    expect(screen.getByText(i18n.t('player.nowPlaying', { title: 'Borealis' }))).toBeTruthy();
  });

  it('changes film from the playlist only when movie switching is enabled', async () => {
    renderStream(twoFilms());
    expect(await source()).toBe(FILM_A);
    const playlist = screen.getByRole('navigation', { name: i18n.t('player.playlist.title') });
    fireEvent.click(within(playlist).getByRole('button', { name: /Borealis/ }));
    expect(await source()).toBe(FILM_B);
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ currentMovieIndex: 1, currentTime: 0 }));
    cleanup();

    renderStream(
      twoFilms({
        event_configuration: { is_full_screen_mode: false, no_skip: false, movie_switching_enabled: false },
      }),
    );
    await source();
    const locked = screen.getByRole('navigation', { name: i18n.t('player.playlist.title') });
    expect(within(locked).queryByRole('button')).toBeNull();
    expect(within(locked).getByText(i18n.t('player.playlist.locked'))).toBeTruthy();
  });

  it('undoes a seek past the furthest point watched under no_skip, and resumes a pause under no_pause', async () => {
    renderStream(
      twoFilms({
        streams: { movie_stream: { active: true, force: false, content: { no_skip: true, no_pause: true } } },
      }),
    );
    await source();
    const video = await videoElement();
    video.currentTime = 3;
    fireEvent.timeUpdate(video);
    video.currentTime = 9;
    fireEvent.seeking(video);
    expect(video.currentTime).toBe(3);
    expect(screen.getByText(i18n.t('player.noSkip'))).toBeTruthy();
    video.currentTime = 1;
    fireEvent.seeking(video);
    expect(video.currentTime).toBe(1);

    fireEvent.pause(video);
    expect(play).toHaveBeenCalled();
  });

  it('offers the renditions in an accessible menu and keeps the choice', async () => {
    renderStream(twoFilms());
    await source();
    const player = hlsPlayers.live()[0];
    act(() => player?.emit('hlsManifestParsed', { levels: [{ height: 180 }, { height: 360 }] }));
    fireEvent.click(
      await screen.findByRole('button', { name: i18n.t('player.resolution.current', { value: 'Auto' }) }),
    );
    fireEvent.click(await screen.findByRole('menuitemradio', { name: '180p' }));
    expect(player?.currentLevel).toBe(0);
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ resolution: '180p' }));
  });

  it('lists the film’s own ladder, names what Auto plays, and shows Auto for a choice it lacks', async () => {
    // Chosen on a 1080p film; this one tops at 720p.
    saved = { ...saved, resolution: '1080p' };
    renderStream(twoFilms());
    await source();
    const player = hlsPlayers.live()[0];
    act(() => player?.parseManifest([{ height: 360 }, { height: 720 }, { height: 480 }]));
    expect(player?.currentLevel).toBe(-1);
    act(() => player?.emit('hlsLevelSwitched', { level: 1 }));
    const auto = i18n.t('player.resolution.autoPlaying', { value: '720p' });
    fireEvent.click(
      await screen.findByRole('button', { name: i18n.t('player.resolution.current', { value: auto }) }),
    );
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([auto, '720p', '480p', '360p']);
    const checked = items.filter((item) => item.getAttribute('aria-checked') === 'true');
    expect(checked).toEqual([items[0]]);
  });

  it('shows the manifest-load message with a retry that sets the cookie again and reloads', async () => {
    renderStream(twoFilms());
    await source();
    act(() => hlsPlayers.live()[0]?.emit('hlsError', manifestLoadError));
    expect(await screen.findByText(i18n.t('player.errors.manifestLoad'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: i18n.t('player.retry') }));
    await waitFor(() => expect(hlsPlayers.live()).toHaveLength(1));
    expect(hlsPlayers.created).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/stream/setCookie/'))).toBe(true);
    expect(screen.queryByText(i18n.t('player.errors.manifestLoad'))).toBeNull();
  });

  it('posts the seconds played as event and video beats when it unmounts', async () => {
    const view = renderStream(twoFilms());
    await source();
    const video = await videoElement();
    for (const time of [1, 2, 3]) {
      video.currentTime = time;
      fireEvent.timeUpdate(video);
    }
    view.unmount();
    await waitFor(() => expect(calls('analytics/track')).toHaveLength(1));
    const [beat] = calls('analytics/track') as {
      entityType: string;
      entityId: number;
      watchSeconds: number;
    }[][];
    expect(beat?.map((body) => [body.entityType, body.entityId, body.watchSeconds])).toEqual([
      ['event', 7, 3],
      ['video', 3, 3],
    ]);
    await waitFor(() => expect(saves().at(-1)).toMatchObject({ currentTime: 3 }));
  });

  it('reports the film to the company’s monitoring service, with the player’s own failures', async () => {
    saved = { ...saved, prerollEnded: true };
    render(
      <AppProviders>
        <CurrentCompanyContext value={testCompany({}, { video_monitoring_key: 'env9' })}>
          <MovieStream screener={twoFilms()} isPreview={false} fullScreen={false} />
        </CurrentCompanyContext>
      </AppProviders>,
    );
    expect(await source()).toBe(FILM_A);
    const video = await videoElement();
    await waitFor(() => expect(mux.monitor).toHaveBeenCalledTimes(1));
    expect(mux.monitor).toHaveBeenCalledWith(
      video,
      expect.objectContaining({
        hlsjs: hlsPlayers.live()[0],
        data: expect.objectContaining({ env_key: 'env9', video_id: '3', video_title: 'Aurora' }),
      }),
    );
    act(() => hlsPlayers.live()[0]?.emit('hlsError', manifestLoadError));
    await waitFor(() =>
      expect(mux.emit).toHaveBeenCalledWith(
        video,
        'error',
        expect.objectContaining({ player_error_code: 1 }),
      ),
    );
  });

  it('fetches no monitoring SDK for a company without a key', async () => {
    saved = { ...saved, prerollEnded: true };
    renderStream(twoFilms());
    expect(await source()).toBe(FILM_A);
    await videoElement();
    expect(mux.monitor).not.toHaveBeenCalled();
  });

  it('casts the film where the viewer is and shows the device’s state, which pauses the page’s player', async () => {
    saved = { ...saved, prerollEnded: true };
    let report: (event: CastEvent) => void = () => {};
    const sender = {
      kind: 'google-cast',
      start: vi.fn(async () => undefined),
      stop: vi.fn(),
      subscribe: (listener: (event: CastEvent) => void) => {
        report = listener;
        return () => {};
      },
    } satisfies CastSender;
    cast.sender = sender;
    renderStream(twoFilms());
    const video = await videoElement();
    video.currentTime = 4;
    fireEvent.timeUpdate(video);

    const button = await screen.findByRole('button', { name: 'Cast to a device' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() =>
      expect(sender.start).toHaveBeenCalledWith({
        url: 'https://cast.example/3/master.m3u8',
        title: 'Aurora',
        currentTime: 4,
      }),
    );

    act(() => report({ type: 'connected', device: 'Living Room TV' }));
    expect(screen.getByText('Loading on Living Room TV…')).toBeTruthy();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    act(() => report({ type: 'playing' }));
    expect(screen.getByText('Playing on Living Room TV')).toBeTruthy();
    act(() => report({ type: 'paused' }));
    expect(screen.getByText('Paused on Living Room TV')).toBeTruthy();

    const stop = screen.getByRole('button', { name: 'Stop casting' });
    expect(stop.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(stop);
    expect(sender.stop).toHaveBeenCalled();
    act(() => report({ type: 'disconnected' }));
    expect(screen.queryByText(/on Living Room TV/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Cast to a device' })).toBeTruthy();
  });
});
