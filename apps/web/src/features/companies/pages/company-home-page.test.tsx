import { EVENT_TYPES } from '@screener/contracts/event';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { screenerFixture } from '../../../test/screener-fixture';
import { CompanyHomePage } from './company-home-page';

// Rome is on summer time (UTC+2) on these days.
const company = testCompany({ id: 7, timezone: 'Europe/Rome' });
const page = (data: unknown[]) => ({ data: { data, last_page: 1, total: data.length } });
const running = screenerFixture({
  id: 1,
  title: 'Opening night',
  screening_starts_at: '2026-06-01 11:00:00',
  screening_ends_at: '2026-06-01 15:00:00',
});
// 22:30 UTC is half past midnight in Rome: the next day's programme.
const lateShow = screenerFixture({
  id: 2,
  title: 'Late show',
  screening_starts_at: '2026-06-01 22:30:00',
  screening_ends_at: '2026-06-02 00:30:00',
});
const gala = screenerFixture({
  id: 3,
  title: 'Gala',
  event_type: EVENT_TYPES.physical,
  venue: 'Lagoon Hall',
  screening_starts_at: '2026-06-03 18:00:00',
  screening_ends_at: '2026-06-03 21:00:00',
});

fakeApiForEachTest(() => ({
  'guest/company/7/screenings/ongoing': page([running]),
  'guest/company/7/screenings/upcoming': page([lateShow, gala]),
  'guest/company/7/screenings/vod': page([]),
  'guest/company/7/screenings/archive': page([]),
}));
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('the festival home', () => {
  it('leads with the event running now, then the programme by day at the company’s time', async () => {
    renderPage([{ path: '/', Component: CompanyHomePage }], '/', company);
    const hero = await screen.findByTestId('festival-hero');
    expect(within(hero).getByRole('heading', { name: 'Opening night' })).toBeTruthy();
    expect(within(hero).getByText('Live now')).toBeTruthy();
    expect(within(hero).getByRole('button', { name: 'Watch' })).toBeTruthy();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mon, Jun 1', 'Tue, Jun 2', 'Wed, Jun 3']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'Opening night' })).toBeTruthy();
    expect(within(panel).getByText('01:00 PM')).toBeTruthy();

    fireEvent.click(tabs[1] as HTMLElement);
    expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Late show' })).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByText('12:30 AM')).toBeTruthy();
  });

  it('filters the programme and the lists to the venue, and says when nothing is on demand', async () => {
    renderPage([{ path: '/', Component: CompanyHomePage }], '/', company);
    fireEvent.click(await screen.findByRole('button', { name: 'At the venue' }));
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Wed, Jun 3']);
    expect(within(screen.getByRole('tabpanel')).getByText('Lagoon Hall')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Happening now' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'On demand' }));
    expect(await screen.findByText('Nothing in the programme matches this filter.')).toBeTruthy();
    expect(screen.getByText('No events match this filter.')).toBeTruthy();
  });
});
