import { APP_VERSION } from '@screener/contracts/api';
import type { Company } from '@screener/contracts/company';
import { toApiDateTime } from '@screener/contracts/dates';
import type { PricingPlan, PricingPlanScreening } from '@screener/contracts/pricing-plans';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { CurrentCompanyContext } from '../../../domain/company/current-company-context';
import {
  EnrollmentDialogContext,
  type EnrollmentRequest,
} from '../../../domain/enrollment/enrollment-dialog-context';
import { AppProviders } from '../../../ui/app-providers';
import { PassOverviewPage } from './pass-overview-page';

const HOUR = 3_600_000;
const at = (hours: number) => toApiDateTime(new Date(Date.now() + hours * HOUR));
const company = { id: 7, title: 'Lagoon Cinema', timezone: 'UTC' } as Company;

function screening(id: number, overrides: Partial<PricingPlanScreening> = {}): PricingPlanScreening {
  return {
    id,
    title: `Event ${id}`,
    thumbnail_url: null,
    screening_starts_at: at(24),
    screening_ends_at: at(26),
    is_geo_blocked: false,
    registration_ends_at: null,
    num_of_enrollments: 0,
    limitation: null,
    director_names: [],
    ...overrides,
  };
}

function pass(screenings: PricingPlanScreening[]): PricingPlan {
  return {
    id: 3,
    type: 20,
    name: 'Festival pass',
    price: '25.00',
    currency: 'EUR',
    description: '<p>Three evenings.</p>',
    purchase_message: null,
    purchasing_end_date: at(48),
    festival_start_date: null,
    is_on_sale: true,
    screening_ids: screenings.map((entry) => entry.id),
    pricingPlanScreenings: screenings,
  };
}

let open: Mock<(request: EnrollmentRequest) => void>;

function renderPass(plan: PricingPlan) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { pricing: plan }, error: null, version: APP_VERSION })),
    ),
  );
  const router = createMemoryRouter([{ path: '/pricing/:pricing_id', Component: PassOverviewPage }], {
    initialEntries: [`/pricing/${plan.id}`],
  });
  render(
    <AppProviders>
      <CurrentCompanyContext value={company}>
        <EnrollmentDialogContext value={{ open }}>
          <RouterProvider router={router} />
        </EnrollmentDialogContext>
      </CurrentCompanyContext>
    </AppProviders>,
  );
}

beforeEach(() => {
  open = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PassOverviewPage', () => {
  it('lists the screenings with their directors, seats and an Ended mark, and buys in pass mode', async () => {
    const plan = pass([
      screening(1, { title: 'Past night', screening_starts_at: at(-30), screening_ends_at: at(-28) }),
      screening(2, {
        title: 'Premiere',
        director_names: ['Maja Lindqvist', 'Ingrid Solberg'],
        limitation: 10,
        num_of_enrollments: 9,
      }),
    ]);
    renderPass(plan);
    const [past, premiere] = await screen.findAllByRole('listitem');
    expect(within(past as HTMLElement).getByText('Ended')).toBeTruthy();
    expect(
      within(premiere as HTMLElement)
        .getByRole('link', { name: 'Premiere' })
        .getAttribute('href'),
    ).toBe('/screeners/2');
    expect(
      within(premiere as HTMLElement).getByText('Directed by Maja Lindqvist, Ingrid Solberg'),
    ).toBeTruthy();
    expect(within(premiere as HTMLElement).getByText('Seats left: 1')).toBeTruthy();
    expect(within(premiere as HTMLElement).queryByText('Ended')).toBeNull();
    expect(document.title).toMatch(/^Plan overview/);

    screen.getByRole('button', { name: 'Buy Festival pass' }).click();
    expect(open).toHaveBeenCalledWith({ mode: 'pass', pricingPlan: plan });
  });

  it('warns of a geo-blocked screening and disables Buy', async () => {
    renderPass(pass([screening(1), screening(2, { is_geo_blocked: true })]));
    expect((await screen.findByRole('alert')).textContent).toContain('not available in your country');
    expect(screen.getByRole('button', { name: 'Buy Festival pass' })).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('img', { name: 'Not available in your country' })).toHaveLength(1);
  });
});
