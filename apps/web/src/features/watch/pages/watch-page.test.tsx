import { createTheme, ThemeProvider } from '@mui/material/styles';
import { APP_VERSION } from '@screener/contracts/api';
import type { Company } from '@screener/contracts/company';
import type { WatchScreener } from '@screener/contracts/watch';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { setSession } from '../../../app/session-store';
import { i18n } from '../../../i18n/i18n';
import { watchScreener } from '../../../test/watch-screener-fixture';
import { NotificationSnackbar } from '../../../ui/notification-snackbar';
import { CurrentCompanyContext } from '../../companies/current-company-context';
import { WatchPage } from './watch-page';

// The players and the realtime room have tests of their own; here they only show where they are.
vi.mock('../movie/movie-stream', () => ({ MovieStream: () => <p>Movie stream</p> }));
vi.mock('../chat/live-chat-panel', () => ({ LiveChatPanel: () => <p>Live chat</p> }));
vi.mock('../live-counter', () => ({ LiveViewerCount: () => null }));
vi.mock('../components/room-updates', () => ({ RoomUpdates: () => null }));

const company = { id: 4, title: 'Lagoon Cinema', timezone: 'UTC' } as Company;
const enforce = `guest/company/${company.id}/screenings/getAndEnforce`;
const markFirstWatch = `guest/company/${company.id}/screenings/vod/7/markFirstWatch`;

type Answer = { data?: unknown; error?: { code: number; message: string }; status?: number };
let answers: Record<string, Answer | Answer[]>;
let requests: string[];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const path = url.startsWith('/stream/setCookie/') ? 'setCookie' : url.replace('/api/', '');
      requests.push(path);
      const queued = answers[path];
      const answer = (Array.isArray(queued) ? (queued.length > 1 ? queued.shift() : queued[0]) : queued) ?? {
        error: { code: 404, message: 'Not found' },
        status: 404,
      };
      return new Response(
        JSON.stringify({ data: answer.data ?? null, error: answer.error ?? null, version: APP_VERSION }),
        { status: answer.status ?? 200 },
      );
    }),
  );
}

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

function renderWatch(path = '/screeners/7/watch') {
  const router = createMemoryRouter(
    [
      { path: '/screeners/:screener_id/watch', Component: WatchPage },
      { path: '/screeners/:screener_id', Component: Overview },
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders>
      <ThemeProvider theme={createTheme()}>
        <CurrentCompanyContext value={company}>
          <RouterProvider router={router} />
          <NotificationSnackbar />
        </CurrentCompanyContext>
      </ThemeProvider>
    </AppProviders>,
  );
  return router;
}

function signIn(accessLink: { type: 10 | 20; screener_id: number | null } | null = null) {
  setSession({ key: 'k'.repeat(32), secret: 's'.repeat(32), consumer: null, access_link: accessLink });
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  requests = [];
  answers = { setCookie: { data: { screener_id: 7, window_ends_at: null } } };
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the watch page', () => {
  it('asks to wait, then sets the stream cookie and plays the movie stream', async () => {
    signIn();
    answers[enforce] = { data: { screener: playing() } };
    renderWatch();
    expect(screen.getByText('Please wait while we get the screening ready…')).toBeTruthy();
    const stage = await screen.findByRole('region', { name: 'Event stage' });
    expect(within(stage).getByText('Movie stream')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Opening Night' })).toBeTruthy();
    expect(requests).toContain('setCookie');
  });

  it('starts a rental with Watch now and then plays it', async () => {
    signIn();
    const rental = playing({
      is_vod_event: 1,
      vod_availability: 48,
      first_watch_required: true,
      window_ends_at: null,
    });
    answers[enforce] = [
      { data: { screener: rental } },
      { data: { screener: { ...rental, first_watch_required: false, window_ends_at: later(48) } } },
    ];
    answers[markFirstWatch] = { data: { event_starts_at: later(0), event_ends_at: later(48) } };
    renderWatch();
    expect(
      await screen.findByText('Once you press Watch now, this event is available to you for 2 days.'),
    ).toBeTruthy();
    expect(requests).not.toContain('setCookie');
    fireEvent.click(screen.getByRole('button', { name: 'Watch now' }));
    expect(await screen.findByText('Movie stream')).toBeTruthy();
    expect(requests).toContain(markFirstWatch);
  });

  it('sends a geo-blocked viewer to the overview with the catalogue message', async () => {
    signIn();
    answers[enforce] = {
      error: { code: 557, message: 'Unfortunately, the event is unavailable in your region' },
      status: 403,
    };
    const router = renderWatch();
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/screeners/7');
    expect(screen.getByText('Unfortunately, the event is unavailable in your region')).toBeTruthy();
  });

  it('shows a forced custom embed in a sandbox without the site origin, and the live chat beside it', async () => {
    signIn();
    answers[enforce] = {
      data: {
        screener: playing({
          streams: {
            movie_stream: { active: true, force: false, content: {} },
            custom_embed: { active: true, force: true, content: { source_code: '<p>Hall</p>' } },
            live_chat: { active: true, force: false, content: {} },
          },
        }),
      },
    };
    renderWatch();
    const frame = await screen.findByTitle('Live stream: Opening Night');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-popups allow-presentation');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hall</p>');
    expect(screen.queryByText('Movie stream')).toBeNull();
    expect(screen.getByText('Live chat')).toBeTruthy();
  });

  it('switches full screen on from the event configuration and off with the exit button', async () => {
    signIn();
    answers[enforce] = {
      data: {
        screener: playing({
          event_configuration: { is_full_screen_mode: true, no_skip: false, movie_switching_enabled: false },
        }),
      },
    };
    renderWatch();
    fireEvent.click(await screen.findByRole('button', { name: 'Exit full screen' }));
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
  });

  it('logs a link viewer out on leaving and opens the thank-you page in a new tab', async () => {
    signIn({ type: 10, screener_id: 7 });
    answers[enforce] = { data: { screener: playing() } };
    answers['consumer/logout'] = { data: { logged_out: true } };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWatch();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the event' }));
    await waitFor(() => expect(requests).toContain('consumer/logout'));
    expect(open).toHaveBeenCalledWith('/thank-you', '_blank', 'noopener');
  });
});
