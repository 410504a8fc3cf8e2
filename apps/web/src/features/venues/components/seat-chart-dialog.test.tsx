import { createTheme, ThemeProvider } from '@mui/material/styles';
import { toApiDateTime } from '@screener/contracts/dates';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { SEAT_CHART_SOCKET } from '@screener/contracts/realtime';
import type { LockedBooking } from '@screener/contracts/seat-booking';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../api/session-store';
import { CurrentCompanyContext } from '../../../domain/company/current-company-context';
import { testCompany } from '../../../test/company-fixture';
import { consumerFixture } from '../../../test/consumer-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { FakeSocket } from '../../../test/fake-socket';
import { testVenueParts } from '../../../test/venue-parts-fixture';
import { AppProviders } from '../../../ui/app-providers';
import { SeatChartDialog } from './seat-chart-dialog';

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('socket.io-client', () => ({ io: () => socket.current }));

const company = testCompany();
const screenerId = 7;
const statusPath = `guest/company/${company.id}/screenings/${screenerId}/getSeatsStatus`;
const lockPath = `screenings/${screenerId}/bookings/markSeatsLocked`;

/** One row: A1 premium, A2, an aisle, A3 booked, A4 held by someone. */
const parts = testVenueParts(
  {
    '1-1': { label: 'A1', category: 30, is_accessible: true },
    '1-2': { label: 'A2', category: 10, is_accessible: true },
    '1-3': { label: '', category: 10, is_accessible: false },
    '1-4': { label: 'A3', category: 10, is_accessible: true },
    '1-5': { label: 'A4', category: 10, is_accessible: true },
  },
  { '10': '10.00', '30': '15.00' },
);

const booking: LockedBooking = {
  id: 3,
  screener_id: screenerId,
  seat_indexes: ['1-1'],
  ticket_types_discount: { '1-1': 0 },
  seats: [{ seat_index: '1-1', label: 'A1', category: 30, ticket_type: 0, price: '15.00' }],
  amount: '15.00',
  currency: 'EUR',
  lock_expires_at: '2026-06-01 12:10:00',
};
/** What `getLockedBooking` answers beside the booking (spec part 2 §3 "Locked booking"). */
const lockedFields = {
  seat_indexes: booking.seat_indexes,
  ticket_types_discount: booking.ticket_types_discount,
};

const api = fakeApiForEachTest(() => ({
  [statusPath]: { data: { seats_status: { '1-1': 10, '1-2': 10, '1-4': 30, '1-5': 20 } } },
  getLockedBooking: { data: { seat_indexes: [], ticket_types_discount: {}, booking: null } },
  [lockPath]: { data: { booking } },
}));

function renderChart() {
  const onLocked = vi.fn();
  render(
    <AppProviders>
      <ThemeProvider theme={createTheme()}>
        <CurrentCompanyContext value={company}>
          <SeatChartDialog
            screenerId={screenerId}
            title="Night one"
            parts={parts}
            onClose={() => {}}
            onLocked={onLocked}
          />
        </CurrentCompanyContext>
      </ThemeProvider>
    </AppProviders>,
  );
  return onLocked;
}

const seat = (name: RegExp) => screen.findByRole('button', { name });

describe('the seat chart', () => {
  it('names each seat with its label, category, price and status, and takes only free seats', async () => {
    renderChart();
    expect((await seat(/^A1, Premium, €15.00, Available$/)).getAttribute('aria-pressed')).toBe('false');
    expect((await seat(/^A3, Regular, €10.00, Booked$/)).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(await seat(/^A3,/));
    fireEvent.click(await seat(/^A4, Regular, €10.00, Reserved$/));
    expect(screen.getByRole('heading', { name: 'Your seats (0/2)' })).toBeTruthy();
    fireEvent.click(await seat(/^A1,/));
    expect((await seat(/^A1, Premium, €15.00, Selected$/)).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Total: €15.00')).toBeTruthy();
  });

  it('warns when a pick goes beyond the most seats per order', async () => {
    api.answers[statusPath] = { data: { seats_status: { '1-1': 10, '1-2': 10, '1-4': 10, '1-5': 20 } } };
    renderChart();
    fireEvent.click(await seat(/^A1,/));
    fireEvent.click(await seat(/^A2,/));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(await seat(/^A3,/));
    expect(screen.getByRole('alert').textContent).toContain('You can select up to 2 seats in one order');
    expect(screen.getByRole('heading', { name: 'Your seats (2/2)' })).toBeTruthy();
    expect((await seat(/^A3,/)).getAttribute('aria-pressed')).toBe('false');
  });

  it('moves between seats with the arrow keys across the aisle, one seat in the tab order', async () => {
    renderChart();
    const first = await seat(/^A1,/);
    expect(first.getAttribute('tabindex')).toBe('0');
    expect((await seat(/^A2,/)).getAttribute('tabindex')).toBe('-1');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(await seat(/^A3,/));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(await seat(/^A2,/));
  });

  it('holds the seats with their ticket types and hands the booking on', async () => {
    const onLocked = renderChart();
    fireEvent.click(await seat(/^A1,/));
    fireEvent.click(screen.getByRole('button', { name: 'Hold seats and continue' }));
    await waitFor(() => expect(onLocked).toHaveBeenCalledWith(booking));
    expect(api.requests.find((request) => request.path === lockPath)?.body).toMatchObject({
      screener_id: screenerId,
      seat_indexes: ['1-1'],
    });
  });

  it('names the seats someone took meanwhile and drops them from the selection', async () => {
    const onLocked = renderChart();
    fireEvent.click(await seat(/^A1,/));
    fireEvent.click(await seat(/^A2,/));
    api.answers[lockPath] = {
      error: {
        code: ERROR_CATALOGUE.SEATS_TAKEN.code,
        message: ERROR_CATALOGUE.SEATS_TAKEN.message.en,
        details: { seats: ['1-2'] },
      },
    };
    api.answers[statusPath] = { data: { seats_status: { '1-1': 10, '1-2': 30, '1-4': 30, '1-5': 20 } } };
    fireEvent.click(screen.getByRole('button', { name: 'Hold seats and continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Some of the seats you chose were just taken',
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your seats (1/2)' })).toBeTruthy());
    expect((await seat(/^A2, Regular, €10.00, Booked$/)).getAttribute('aria-disabled')).toBe('true');
    expect(onLocked).not.toHaveBeenCalled();
  });

  it('follows the event’s seats while open: a seat someone takes leaves the selection, with a word why', async () => {
    const fake = new FakeSocket();
    socket.current = fake;
    setSession({ key: 'k', secret: 's', consumer: consumerFixture() });
    renderChart();
    fireEvent.click(await seat(/^A2,/));
    await waitFor(() =>
      expect(fake.requestsOf(SEAT_CHART_SOCKET.join)).toEqual([{ screener_id: screenerId }]),
    );

    api.answers[statusPath] = { data: { seats_status: { '1-1': 10, '1-2': 20, '1-4': 30, '1-5': 20 } } };
    act(() => fake.push({ type: 'seats.changed', screener_id: 99 }));
    act(() => fake.push({ type: 'seats.changed', screener_id: screenerId }));
    expect((await screen.findByRole('alert')).textContent).toContain('were just taken by someone else');
    expect(screen.getByRole('heading', { name: 'Your seats (0/2)' })).toBeTruthy();
    expect((await seat(/^A2, Regular, €10.00, Reserved$/)).getAttribute('aria-disabled')).toBe('true');
    expect(api.requests.filter((request) => request.path === statusPath)).toHaveLength(2);
    cleanup();
    expect(fake.requestsOf(SEAT_CHART_SOCKET.leave)).toEqual([{ screener_id: screenerId }]);
  });

  it('brings back the seats the viewer still holds, with the time the hold has left', async () => {
    const expiresAt = toApiDateTime(new Date(Date.now() + 9 * 60_000 + 30_000));
    api.answers.getLockedBooking = {
      data: { ...lockedFields, booking: { ...booking, lock_expires_at: expiresAt } },
    };
    renderChart();
    expect((await seat(/^A1, .*Selected$/)).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/^Your seats are held for you for 9:[23]\d more/)).toBeTruthy();
  });

  it('shows no countdown for a hold that has ended; its seats are a selection again', async () => {
    api.answers.getLockedBooking = { data: { ...lockedFields, booking } };
    renderChart();
    expect((await seat(/^A1, .*Selected$/)).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText(/held for you/)).toBeNull();
  });
});
