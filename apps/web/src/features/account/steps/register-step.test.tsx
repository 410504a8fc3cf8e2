import { initialLoginFlowState, type LoginFlowEvent } from '@screener/contracts/login-flow';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { EmailStep } from './email-step';

const api = fakeApiForEachTest(() => ({
  'customer/registration': { data: { otp: { key: 'pending-9', channel: 'email' } } },
}));

const dispatch = vi.fn<(event: LoginFlowEvent) => void>();
const Step = () => <EmailStep state={initialLoginFlowState} dispatch={dispatch} redirectTo="/screeners/5" />;

function renderLogin(askMobile = false) {
  dispatch.mockClear();
  renderPage([{ path: '/', Component: Step }], '/', testCompany({ ask_mobile_at_registration: askMobile }));
}

describe('signing up from the login step', () => {
  it('sends name and address by customer/registration and goes on to the code sent', async () => {
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Dana Levi' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'dana@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));

    await waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith({
        type: 'EMAIL_CHECKED',
        email: 'dana@example.test',
        shouldVerify: true,
        pendingKey: 'pending-9',
      }),
    );
    const sent = api.requests.filter((request) => request.path === 'customer/registration');
    expect(sent.map((request) => request.body)).toEqual([
      expect.objectContaining({ name: 'Dana Levi', email: 'dana@example.test', redirectTo: '/screeners/5' }),
    ]);
    expect(api.requests.map((request) => request.path)).not.toContain('consumer/checkEmail');
  });

  it('asks for the mobile when the company does, and sends nothing without it', async () => {
    renderLogin(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Dana Levi' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'dana@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Mobile phone/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(api.requests.map((request) => request.path)).not.toContain('customer/registration');
  });

  it('goes back to the address field', async () => {
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
