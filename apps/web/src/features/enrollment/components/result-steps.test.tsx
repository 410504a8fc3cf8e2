import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { watchScreener } from '../../../test/watch-screener-fixture';
import { donationForm } from '../donation-form';
import { DonationStep } from './donation-step';
import { OutcomeStep } from './outcome-step';

const screener = watchScreener({
  donation_enabled: true,
  donation: { purpose: 'Support new filmmakers', email: 'donations@north.example' },
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the donation dialog', () => {
  it('posts the provider’s donation form and lets the viewer decline', () => {
    const form = donationForm(screener, 'EUR', 'https://north.example');
    if (!form) throw new Error('the event takes donations');
    const onDone = vi.fn();
    render(<DonationStep screener={screener} form={form} onDone={onDone} />);

    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Support this event' }));
    expect(screen.getByText('Your donation supports: Support new filmmakers')).toBeTruthy();
    const donate = screen.getByRole('button', { name: 'Donate' }) as HTMLButtonElement;
    const posted = donate.form;
    expect(posted?.method).toBe('post');
    expect(posted?.action).toBe('https://www.paypal.com/donate');
    expect(Object.fromEntries(new FormData(posted ?? undefined))).toEqual({
      business: 'donations@north.example',
      item_name: 'Support new filmmakers',
      currency_code: 'EUR',
      return: 'https://north.example/user/dashboard',
      charset: 'utf-8',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDone).toHaveBeenCalledOnce();
  });
});

describe('the success message', () => {
  it('is focused, read out as a status, and links to the account', () => {
    const onAccount = vi.fn();
    render(
      <MemoryRouter>
        <OutcomeStep outcome={{ kind: 'enrolled' }} onAccount={onAccount} onClose={() => undefined} />
      </MemoryRouter>,
    );
    const message = screen.getByRole('status');
    expect(document.activeElement).toBe(message);
    const account = screen.getByRole('link', { name: i18n.t('enrollment.outcome.account') });
    expect(account.getAttribute('href')).toBe('/user/dashboard');
    fireEvent.click(account);
    expect(onAccount).toHaveBeenCalledOnce();
  });

  it('says a payment on its way is in process', () => {
    render(
      <MemoryRouter>
        <OutcomeStep outcome={{ kind: 'processing' }} onAccount={() => undefined} onClose={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe(i18n.t('enrollment.outcome.processing'));
  });
});
