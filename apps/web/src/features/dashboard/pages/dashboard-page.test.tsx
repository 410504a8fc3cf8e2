import type { Company } from '@screener/contracts/company';
import type { DashboardScreener } from '@screener/contracts/dashboard';
import { toApiDateTime } from '@screener/contracts/dates';
import type { Booking } from '@screener/contracts/seat-booking';
import type { GroupPurchase } from '@screener/contracts/viewer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../api/session-store';
import { consumerFixture } from '../../../test/consumer-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { screenerFixture } from '../../../test/screener-fixture';
import { DashboardPage } from './dashboard-page';

const HOUR = 3_600_000;
const now = Date.now();
const at = (hoursFromNow: number) => toApiDateTime(new Date(now + hoursFromNow * HOUR));

const company = { id: 7, title: 'Lagoon Cinema', timezone: 'UTC' } as Company;

function screener(id: number, overrides: Partial<DashboardScreener> = {}): DashboardScreener {
  return {
    ...screenerFixture({
      id,
      company_id: company.id,
      title: `Event ${id}`,
      screening_starts_at: at(50),
      screening_ends_at: at(52),
      registration_ends_at: null,
      num_of_enrollments: 1,
      is_enrolled: true,
    }),
    pivot: { event_starts_at: null, purchase_id: null },
    receipt_urls: [],
    ...overrides,
  };
}

const screenings: DashboardScreener[] = [
  screener(1, { title: 'Free talk' }),
  screener(2, {
    title: 'Paid premiere',
    is_purchased: true,
    pivot: { event_starts_at: null, purchase_id: 41 },
  }),
  screener(3, { title: 'Blocked film', is_geo_blocked: true }),
  screener(4, {
    title: 'Rented film',
    is_vod_event: 1,
    vod_availability: 48,
    event_starts_at: at(-2),
    event_ends_at: at(46),
  }),
  screener(5, {
    title: 'Old rental',
    is_vod_event: 1,
    vod_availability: 48,
    event_starts_at: at(-100),
    event_ends_at: at(-52),
  }),
  screener(6, {
    title: 'In the pass',
    is_enrolled: false,
    is_purchased: true,
    pivot: { event_starts_at: null, purchase_id: 42 },
  }),
];

const passes: GroupPurchase[] = [
  {
    id: 9,
    company_id: company.id,
    monetization_pricing_id: 3,
    status: 30,
    receipt_url: 'https://receipts.example.test/pass-9',
    pricing: {
      id: 3,
      name: 'Festival pass',
      screening_ids: [2, 6],
      purchasing_end_date: at(24 * 10),
      festival_start_date: at(24 * 3),
    },
  },
];

const bookings: Booking[] = [
  {
    id: 21,
    screener_id: 8,
    screener_title: 'Closing Gala',
    screener_start_date: at(24 * 5),
    amount: '32.00',
    currency: 'EUR',
    seat_labels: [
      { label: 'D5', category: 30, price: '16.00' },
      { label: 'D6', category: 30, price: '16.00' },
    ],
    seat_indexes: ['4-5', '4-6'],
    ticket_types_discount: { '4-5': 0, '4-6': 0 },
    coupon_discount: 0,
    code: 'ticket-code-21',
    status: 40,
    venue: {
      name: 'Aurora Hall',
      address: 'Fjord Street 1',
      navigation_link: 'https://maps.example.test/aurora',
      notes: null,
    },
    company_logo_url: null,
    company_title: 'Lagoon Cinema',
    purchase_receipt_url: 'https://receipts.example.test/21',
    refund_status: null,
  },
  {
    id: 20,
    screener_id: 8,
    screener_title: 'Closing Gala',
    screener_start_date: at(24 * 5),
    amount: '12.00',
    currency: 'EUR',
    seat_labels: [{ label: 'B1', category: 10, price: '12.00' }],
    seat_indexes: ['2-1'],
    ticket_types_discount: { '2-1': 0 },
    coupon_discount: 0,
    code: 'ticket-code-20',
    status: 10,
    venue: { name: 'Aurora Hall', address: null, navigation_link: null, notes: null },
    company_logo_url: null,
    company_title: 'Lagoon Cinema',
    purchase_receipt_url: null,
    refund_status: 'refunded',
  },
];

const api = fakeApiForEachTest(() => ({
  'subscription/get': {
    data: { subscription: null, localSubscription: null, paymentMethod: null, invoices: [] },
  },
  listPhysicalEventBookings: { data: { bookings } },
  listScreenings: { data: { screenings } },
  listGroupPurchases: { data: { group_purchases: passes } },
  'purchase/submitRefundModificationRequest': {
    data: {
      request: { id: 1, type: 'refund', status: 'open', created_at: at(0) },
      message: 'Your request has been submited to admin',
    },
  },
}));

const Elsewhere = () => <h1>Elsewhere</h1>;

const renderAt = (path: string) =>
  renderPage(
    [
      { path: '/user/dashboard', Component: DashboardPage },
      { path: '*', Component: Elsewhere },
    ],
    path,
    company,
  );

function signIn(accessLink: { type: 10 | 20; screener_id: number | null } | null = null) {
  setSession({
    key: 'k'.repeat(32),
    secret: 's'.repeat(32),
    consumer: consumerFixture({ country_code: 'GB' }),
    access_link: accessLink,
  });
}

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('the dashboard toolbar and tabs', () => {
  it('greets by name, offers the upcoming list, and falls back to events for an unknown tab', async () => {
    signIn();
    renderAt('/user/dashboard?tab=nonsense');
    expect(screen.getByRole('heading', { name: 'Hello, Alex Morgan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse screenings' }).getAttribute('href')).toBe(
      '/screeners/upcoming',
    );
    expect(selectedTab().textContent).toBe('My events');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My events',
      'On demand',
      'Passes',
      'Tickets',
      'TV app',
      'Profile',
    ]);
    expect(screen.queryByText('Anonymous mode')).toBeNull();
    await screen.findByRole('heading', { name: 'Free talk' });
    expect(api.requests.find((request) => request.path === 'listScreenings')?.body).toEqual({
      company_id: company.id,
    });
  });

  it.each([
    ['screenings', 'My events'],
    ['vod-movies', 'On demand'],
    ['vodEvents', 'On demand'],
    ['groupPurchases', 'Passes'],
    ['purchases', 'Passes'],
    ['tickets', 'Tickets'],
    ['bookings', 'Tickets'],
    ['consumerProfile', 'Profile'],
  ])('opens tab=%s as %s', (value, label) => {
    signIn();
    renderAt(`/user/dashboard?tab=${value}`);
    expect(selectedTab().textContent).toBe(label);
  });

  it('keeps one h1: the profile card heads a section below the greeting', () => {
    signIn();
    renderAt('/user/dashboard?tab=profile');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Hello, Alex Morgan',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'My Profile' })).toBeTruthy();
  });

  it('hides the profile from a link viewer, shows the anonymous chip, and greets by email without a name', async () => {
    setSession({
      key: 'k'.repeat(32),
      secret: 's'.repeat(32),
      consumer: consumerFixture({
        id: 4,
        uuid: 'u-4',
        name: null,
        email: 'guest@example.test',
        is_password_skipped: true,
        has_password: false,
      }),
      access_link: { type: 10, screener_id: 1 },
    });
    renderAt('/user/dashboard?tab=profile');
    expect(screen.getByRole('heading', { name: 'Hello, guest@example.test' })).toBeTruthy();
    expect(screen.getByText('Anonymous mode')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Profile' })).toBeNull();
    expect(selectedTab().textContent).toBe('My events');
  });

  it('switches tabs through the query', async () => {
    signIn();
    const router = renderAt('/user/dashboard');
    fireEvent.click(screen.getByRole('tab', { name: 'Passes' }));
    expect(router.state.location.search).toBe('?tab=purchases');
    await screen.findByRole('heading', { name: 'Festival pass' });
  });
});

describe('the tickets tab', () => {
  it('lists each seat order with its seats, amount, venue, status and QR code, and opens the ticket', async () => {
    signIn();
    renderAt('/user/dashboard?tab=tickets');
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const booked = within(rows[0] as HTMLElement);
    expect(booked.getByText('Seats: D5, D6')).toBeTruthy();
    expect(booked.getByText('Paid: €32.00')).toBeTruthy();
    expect(booked.getByText('Aurora Hall, Fjord Street 1')).toBeTruthy();
    expect(booked.getByText('Booked')).toBeTruthy();
    expect(booked.getByRole('img', { name: 'Ticket code for Closing Gala' })).toBeTruthy();
    expect(booked.getByRole('link', { name: 'Download receipt' }).getAttribute('href')).toBe(
      'https://receipts.example.test/21',
    );
    expect(booked.getByRole('button', { name: 'Support' })).toBeTruthy();
    expect(booked.getByRole('button', { name: 'Refund request' })).toBeTruthy();
    // A cancelled order shows no ticket to admit and takes no refund request; Support stays.
    const cancelled = within(rows[1] as HTMLElement);
    expect(cancelled.getByText('Cancelled')).toBeTruthy();
    expect(cancelled.getByText('Refunded')).toBeTruthy();
    expect(booked.queryByText('Refunded')).toBeNull();
    expect(cancelled.queryByRole('img')).toBeNull();
    expect(cancelled.queryByRole('button', { name: 'Show ticket' })).toBeNull();
    expect(cancelled.queryByRole('button', { name: 'Refund request' })).toBeNull();
    expect(cancelled.getByRole('button', { name: 'Support' })).toBeTruthy();

    fireEvent.click(booked.getByRole('button', { name: 'Show ticket' }));
    const ticket = await screen.findByRole('dialog', { name: 'Your ticket' });
    expect(within(ticket).getByRole('img', { name: 'Ticket code for Closing Gala' })).toBeTruthy();
    expect(within(ticket).getByText('Seats: D5, D6')).toBeTruthy();
  });
});

describe('the screenings tab', () => {
  it('lists each event with its index, chips, countdown, Watch or Join with my ticket and the refund link of paid rows', async () => {
    signIn();
    renderAt('/user/dashboard');
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(screenings.length);

    const talk = within(rows[0] as HTMLElement);
    expect(talk.getByText('1')).toBeTruthy();
    expect(talk.getByText('Reserved')).toBeTruthy();
    expect(talk.queryByText('Purchased')).toBeNull();
    expect(talk.getByRole('timer').textContent).toMatch(/Starts in\s*2d 0[12]:\d\d:\d\d/);
    expect(talk.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/screeners/1/watch');
    expect(talk.queryByRole('button', { name: 'Request a refund' })).toBeNull();

    const premiere = within(rows[1] as HTMLElement);
    expect(premiere.getByText('Purchased')).toBeTruthy();
    expect(premiere.getByRole('button', { name: 'Request a refund' })).toBeTruthy();

    const blocked = within(rows[2] as HTMLElement);
    expect(blocked.getByRole('button', { name: 'Watch' }).hasAttribute('disabled')).toBe(true);
    expect(blocked.getByTestId('WarningAmberIcon')).toBeTruthy();

    const rented = within(rows[3] as HTMLElement);
    expect(rented.getByText('Active')).toBeTruthy();
    expect(rented.getByText('1 day left')).toBeTruthy();
    expect(rented.queryByRole('timer')).toBeNull();
    expect(within(rows[4] as HTMLElement).getByText('Expired')).toBeTruthy();

    const inPass = within(rows[5] as HTMLElement);
    expect(inPass.getByRole('button', { name: 'Join with my ticket' })).toBeTruthy();
    expect(inPass.queryByText('Reserved')).toBeNull();
  });

  it('sends a refund request only with a reason, then tells the viewer it went to the admin', async () => {
    signIn();
    renderAt('/user/dashboard?tab=events');
    const rows = await screen.findAllByRole('listitem');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund or modification request' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Field is required')).toBeTruthy();
    expect(api.requests.some((request) => request.path === 'purchase/submitRefundModificationRequest')).toBe(
      false,
    );

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Modification' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'I booked the wrong day' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your request has been submitted to the organisers')).toBeTruthy();
    expect(
      api.requests.find((request) => request.path === 'purchase/submitRefundModificationRequest')?.body,
    ).toEqual({
      type: 'modification',
      reason: 'I booked the wrong day',
      purchase_id: 41,
      screener_id: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a cancellation request by its own call', async () => {
    api.answers.createCancellationRequest = {
      data: {
        request: { id: 2, type: 'cancellation', status: 'open', created_at: at(0) },
        message: 'Your request has been submited to admin',
      },
    };
    signIn();
    renderAt('/user/dashboard?tab=events');
    const rows = await screen.findAllByRole('listitem');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund or modification request' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cancellation' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'I cannot come after all' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your request has been submitted to the organisers')).toBeTruthy();
    expect(api.requests.find((request) => request.path === 'createCancellationRequest')?.body).toEqual({
      reason: 'I cannot come after all',
      purchase_id: 41,
      screener_id: 2,
    });
    expect(api.requests.some((request) => request.path === 'purchase/submitRefundModificationRequest')).toBe(
      false,
    );
  });

  it('shows the server’s refusal in the dialog', async () => {
    api.answers['purchase/submitRefundModificationRequest'] = {
      error: { code: 409, message: 'A request for this purchase is already open' },
    };
    signIn();
    renderAt('/user/dashboard');
    const rows = await screen.findAllByRole('listitem');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('A request for this purchase is already open')).toBeTruthy();
  });

  it('has an empty state and an error state with a retry', async () => {
    api.answers.listScreenings = { data: { screenings: [] } };
    signIn();
    renderAt('/user/dashboard');
    expect(await screen.findByText('You have no events yet.')).toBeTruthy();
    cleanup();

    api.answers.listScreenings = { error: { code: 403, message: 'Forbidden here' } };
    renderAt('/user/dashboard');
    expect(await screen.findByText('This list could not be loaded: Forbidden here')).toBeTruthy();
    api.answers.listScreenings = { data: { screenings } };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Free talk' })).toBeTruthy();
  });
});

describe('the on-demand and passes tabs', () => {
  it('lists only rentals with their window and status', async () => {
    signIn();
    renderAt('/user/dashboard?tab=vod-movies');
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Rented film',
      'Old rental',
    ]);
    expect(within(rows[0] as HTMLElement).getByText(/^From .+ to .+$/)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Expired')).toBeTruthy();
  });

  it('shows a pass with its screenings, valid-till date, receipt and festival countdown', async () => {
    signIn();
    renderAt('/user/dashboard?tab=groupPurchases');
    const row = within((await screen.findAllByRole('listitem'))[0] as HTMLElement);
    expect(row.getByRole('heading', { name: 'Festival pass' })).toBeTruthy();
    expect(row.getByText('Screenings: 2')).toBeTruthy();
    expect(row.getByText(/^Valid till /)).toBeTruthy();
    expect(row.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(
      'https://receipts.example.test/pass-9',
    );
    expect(row.getByRole('timer').textContent).toMatch(/Festival starts in\s*(2|3)d/);
  });

  it('says so when the viewer has no pass', async () => {
    api.answers.listGroupPurchases = { data: { group_purchases: [] } };
    signIn();
    renderAt('/user/dashboard?tab=purchases');
    expect(await screen.findByText('You have no passes.')).toBeTruthy();
  });
});
