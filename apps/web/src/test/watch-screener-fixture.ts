import type { WatchScreener } from '@screener/contracts/watch';
import { screenerFixture } from './screener-fixture';

/** A live event as `getAndEnforce` answers it: one film on the movie stream, open until 20:00. */
export function watchScreener(overrides: Partial<WatchScreener> = {}): WatchScreener {
  const screener = screenerFixture({
    id: 7,
    title: 'Opening Night',
    screening_starts_at: '2026-06-01 18:00:00',
    screening_ends_at: '2026-06-01 22:00:00',
    registration_ends_at: null,
    screening_tolerance: 120,
    num_of_enrollments: 1,
    is_event_started: true,
    is_enrolled: true,
  });
  return {
    ...screener,
    films: screener.films.map((film) => ({ ...film, screener_media: null })),
    film_ids: screener.films.map((film) => film.id),
    company_logo: null,
    streams: { movie_stream: { active: true, force: false, content: {} } },
    screener_urls: {},
    mew_server_urls: {},
    pre_roll: {},
    subtitles: {},
    first_watch_required: false,
    is_subscribed: false,
    window_ends_at: '2026-06-01 20:00:00',
    ...overrides,
  };
}
