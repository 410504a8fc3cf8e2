import { toApiDateTime } from '@screener/contracts/dates';
import type { LockedBooking } from '@screener/contracts/seat-booking';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SeatOrderSummary } from './seat-order-summary';

const heldFor = (ms: number): LockedBooking => ({
  id: 3,
  screener_id: 7,
  seat_indexes: ['1-1', '1-2'],
  ticket_types_discount: { '1-1': 0, '1-2': 10 },
  seats: [
    { seat_index: '1-1', label: 'A1', category: 30, ticket_type: 0, price: '15.00' },
    { seat_index: '1-2', label: 'A2', category: 10, ticket_type: 10, price: '5.00' },
  ],
  amount: '20.00',
  currency: 'EUR',
  lock_expires_at: toApiDateTime(new Date(Date.now() + ms)),
});

afterEach(cleanup);

describe('the summary of held seats', () => {
  it('lists each seat with its price, the total and how long the seats stay held', () => {
    render(<SeatOrderSummary title="Night one" booking={heldFor(9 * 60_000 + 30_000)} />);
    expect(screen.getByText('Seat A1 · Premium')).toBeTruthy();
    expect(screen.getByText('€5.00')).toBeTruthy();
    expect(screen.getByText('€20.00')).toBeTruthy();
    expect(screen.getByText(/^Your seats are held for you for 9:[23]\d more/)).toBeTruthy();
  });

  it('says the seats must be chosen again once the hold has ended', () => {
    render(<SeatOrderSummary title="Night one" booking={heldFor(-1000)} />);
    expect(screen.getByRole('alert').textContent).toContain('The time to pay for your seats has run out');
  });
});
