import type { Company } from '@screener/contracts/company';
import { FIRST_VIEW_ELEMENT_ID } from '@screener/contracts/first-view';
import type { WatchScreener } from '@screener/contracts/watch';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../api/session-store';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { screenerFixture } from '../../../test/screener-fixture';
import { watchScreener } from '../../../test/watch-screener-fixture';
import { WatchPage } from './watch-page';

// The players and the realtime room have tests of their own; here they only show where they are.
// The film's first frame is a press of the stand-in's button.
vi.mock('../movie/movie-stream', () => ({
  MovieStream: ({ onStarted }: { onStarted?: () => void }) => (
    <button type="button" onClick={onStarted}>
      Movie stream
    </button>
  ),
}));
vi.mock('../chat/live-chat-panel', () => ({ LiveChatPanel: () => <p>Live chat</p> }));
vi.mock('../live-counter', () => ({ LiveViewerCount: () => null }));
vi.mock('../components/room-updates', () => ({ RoomUpdates: () => null }));

const company = { id: 4, title: 'Lagoon Cinema', timezone: 'UTC' } as Company;
const enforce = `guest/company/${company.id}/screenings/getAndEnforce`;
const markFirstWatch = `guest/company/${company.id}/screenings/vod/7/markFirstWatch`;

/** The stream cookie is fetched outside `/api/`; the tests call it `setCookie`. */
const api = fakeApiForEachTest(
  () => ({ setCookie: { data: { screener_id: 7, window_ends_at: null } } }),
  (url) => (url.startsWith('/stream/setCookie/') ? 'setCookie' : url.replace('/api/', '')),
);
const requested = () => api.requests.map((request) => request.path);

const later = (hours: number) => {
  const date = new Date(Date.now() + hours * 3_600_000);
  return date.toISOString().slice(0, 19).replace('T', ' ');
};
const playing = (overrides: Partial<WatchScreener> = {}) =>
  watchScreener({
    screening_starts_at: later(-1),
    screening_ends_at: later(3),
    window_ends_at: later(2),
    ...overrides,
  });

const Overview = () => <h1>Overview</h1>;
const Elsewhere = () => <h1>Elsewhere</h1>;

const renderWatch = (path = '/screeners/7/watch') =>
  renderPage(
    [
      { path: '/screeners/:screener_id/watch', Component: WatchPage },
      { path: '/screeners/:screener_id', Component: Overview },
      { path: '*', Component: Elsewhere },
    ],
    path,
    company,
  );

function signIn(accessLink: { type: 10 | 20; screener_id: number | null } | null = null) {
  setSession({ key: 'k'.repeat(32), secret: 's'.repeat(32), consumer: null, access_link: accessLink });
}

/** A signed-in viewer opens the watch page of an event playing now, as `overrides` make it. */
function watchSignedIn(overrides: Partial<WatchScreener> = {}) {
  signIn();
  api.answers[enforce] = { data: { screener: playing(overrides) } };
  return renderWatch();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the watch page', () => {
  it('asks to wait, then sets the stream cookie and plays the movie stream', async () => {
    watchSignedIn();
    expect(screen.getByText('Please wait while we get the screening ready…')).toBeTruthy();
    const stage = await screen.findByRole('region', { name: 'Event stage' });
    expect(within(stage).getByText('Movie stream')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Opening Night' })).toBeTruthy();
    // Asked beside the event rather than after it, and only once: the answer serves when its turn comes.
    expect(requested().filter((path) => path === 'setCookie')).toHaveLength(1);
  });

  it('keeps the server’s first view (the event’s picture) until the stage replaces it', async () => {
    signIn();
    const firstView = document.body.appendChild(document.createElement('div'));
    firstView.id = FIRST_VIEW_ELEMENT_ID;
    api.answers[enforce] = { data: { screener: playing() } };
    renderWatch();
    expect(screen.getByText('Please wait while we get the screening ready…')).toBeTruthy();
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBe(firstView);
    expect(await screen.findByText('Movie stream')).toBeTruthy();
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull();
  });

  it('keeps the first view until the saved player state has come too', async () => {
    signIn();
    const firstView = document.body.appendChild(document.createElement('div'));
    firstView.id = FIRST_VIEW_ELEMENT_ID;
    api.answers[enforce] = { data: { screener: playing() } };
    let answerSavedState = () => {};
    const savedStateHeld = new Promise<void>((resolve) => {
      answerSavedState = resolve;
    });
    const fakeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('player_state/get')) await savedStateHeld;
      return fakeFetch(input, init);
    });
    renderWatch();
    expect(await screen.findByText('Movie stream')).toBeTruthy();
    expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBe(firstView);
    answerSavedState();
    await waitFor(() => expect(document.getElementById(FIRST_VIEW_ELEMENT_ID)).toBeNull());
  });

  it('refused as not started, reads the event without enforcement and counts down to its start', async () => {
    signIn();
    api.answers[enforce] = { error: { code: 425, message: 'The screening has not started yet' } };
    const unenforced = `guest/company/${company.id}/screenings/getWithoutEnforce`;
    api.answers[unenforced] = {
      data: { screener: screenerFixture({ id: 7, title: 'Opening Night', screening_starts_at: later(2) }) },
    };
    renderWatch();
    expect(await screen.findByRole('heading', { name: 'The event has not started yet' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/Starts in\s*0?1:59:\d\d|Starts in\s*02:00:00/);
    expect(screen.getByRole('heading', { level: 1, name: 'Opening Night' })).toBeTruthy();
    expect(
      api.requests.filter((request) => request.path === unenforced).map((request) => request.body),
    ).toEqual([{ id: 7 }]);
    expect(requested()).not.toContain(`guest/company/${company.id}/screenings/get`);
  });

  it('starts a rental with Watch now and then plays it', async () => {
    signIn();
    const rental = playing({
      is_vod_event: 1,
      vod_availability: 48,
      first_watch_required: true,
      window_ends_at: null,
    });
    api.answers[enforce] = [
      { data: { screener: rental } },
      { data: { screener: { ...rental, first_watch_required: false, window_ends_at: later(48) } } },
    ];
    api.answers[markFirstWatch] = { data: { event_starts_at: later(0), event_ends_at: later(48) } };
    // The cookie asked as the page opens is refused until the rental starts; the server answers a
    // refused ask ahead of the page's checks with no content.
    api.answers.setCookie = [{ status: 204 }, { data: { screener_id: 7, window_ends_at: later(48) } }];
    renderWatch();
    expect(
      await screen.findByText('Once you press Watch now, this event is available to you for 2 days.'),
    ).toBeTruthy();
    expect(requested().filter((path) => path === 'setCookie')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Watch now' }));
    expect(await screen.findByText('Movie stream')).toBeTruthy();
    expect(requested()).toContain(markFirstWatch);
    // The refusal was not the last word: the cookie was asked again once the rental started.
    expect(requested().filter((path) => path === 'setCookie')).toHaveLength(2);
    expect(requested().lastIndexOf('setCookie')).toBeGreaterThan(requested().indexOf(markFirstWatch));
  });

  it('sends a geo-blocked viewer to the overview with the catalogue message', async () => {
    signIn();
    api.answers[enforce] = {
      error: { code: 557, message: 'Unfortunately, the event is unavailable in your region' },
    };
    const router = renderWatch();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/screeners/7');
    expect(screen.getByText('Unfortunately, the event is unavailable in your region')).toBeTruthy();
  });

  it('shows a forced custom embed in a sandbox without the site origin, and the live chat beside it', async () => {
    watchSignedIn({
      streams: {
        movie_stream: { active: true, force: false, content: {} },
        custom_embed: { active: true, force: true, content: { source_code: '<p>Hall</p>' } },
        live_chat: { active: true, force: false, content: {} },
      },
    });
    const frame = await screen.findByTitle('Live stream: Opening Night');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-presentation');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hall</p>');
    expect(screen.queryByText('Movie stream')).toBeNull();
    expect(await screen.findByText('Live chat')).toBeTruthy();
  });

  it('draws the live chat beside the film once the film has its first frame', async () => {
    watchSignedIn({
      streams: {
        movie_stream: { active: true, force: false, content: {} },
        live_chat: { active: true, force: false, content: {} },
      },
    });
    const film = await screen.findByText('Movie stream');
    expect(screen.queryByText('Live chat')).toBeNull();
    fireEvent.click(film);
    expect(await screen.findByText('Live chat')).toBeTruthy();
  });

  it('switches full screen on from the event configuration and off with the exit button', async () => {
    watchSignedIn({
      event_configuration: { is_full_screen_mode: true, no_skip: false, movie_switching_enabled: false },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Exit full screen' }));
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('logs a link viewer out on leaving and opens the thank-you page in a new tab', async () => {
    signIn({ type: 10, screener_id: 7 });
    api.answers[enforce] = { data: { screener: playing() } };
    api.answers['consumer/logout'] = { data: { logged_out: true } };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWatch();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the event' }));
    await waitFor(() => expect(requested()).toContain('consumer/logout'));
    expect(open).toHaveBeenCalledWith('/thank-you', '_blank', 'noopener');
  });
});
