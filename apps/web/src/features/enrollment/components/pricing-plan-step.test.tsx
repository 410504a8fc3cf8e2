import type { PricingPlan } from '@screener/contracts/pricing-plans';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { testPricingPlan } from '../../../test/pricing-plan-fixture';
import { screenerFixture } from '../../../test/screener-fixture';
import { PricingPlanStep } from './pricing-plan-step';

const plan = testPricingPlan;

function renderStep(plans: PricingPlan[]) {
  const onChoose = vi.fn();
  render(
    <MemoryRouter>
      <PricingPlanStep
        screener={screenerFixture({ registration_ends_at: null })}
        plans={plans}
        initialPlanId={null}
        onChoose={onChoose}
        onBack={null}
        onCancel={() => undefined}
        onLeave={() => undefined}
      />
    </MemoryRouter>,
  );
  return onChoose;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the plan step', () => {
  it('has its only plan chosen already, so Continue goes on', () => {
    const onChoose = renderStep([plan({ id: 7 })]);
    expect((screen.getByRole('radio', { name: /^Single ticket/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChoose).toHaveBeenCalledWith(7);
  });

  it('counts only the plans it shows: a hall ticket beside one online ticket leaves that one', () => {
    const onChoose = renderStep([plan({ id: 7 }), plan({ id: 9, type: 40, name: 'Hall ticket' })]);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChoose).toHaveBeenCalledWith(7);
  });

  it('leaves the choice to the viewer when there are several plans', () => {
    const onChoose = renderStep([plan({ id: 7 }), plan({ id: 8, name: 'Pair of tickets', price: '14.00' })]);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please select a pricing plan first');
  });

  it('chooses the focused plan and goes on with Enter', () => {
    const onChoose = renderStep([plan({ id: 7 }), plan({ id: 8, name: 'Pair of tickets', price: '14.00' })]);
    fireEvent.keyDown(screen.getByRole('radio', { name: /^Pair of tickets/ }), { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(8);
  });

  it('names a pass of several events for what it is, not a ticket for a group', () => {
    renderStep([plan({ id: 7 }), plan({ id: 8, type: 20, name: 'Festival pass', price: '40.00' })]);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Single ticket',
      'Multi-event pass',
    ]);
    expect(screen.queryByRole('tab', { name: /group/i })).toBeNull();
  });
});
