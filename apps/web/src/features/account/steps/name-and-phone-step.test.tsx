import { initialLoginFlowState, type LoginFlowEvent } from '@screener/contracts/login-flow';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { NameAndPhoneStep } from './name-and-phone-step';

const api = fakeApiForEachTest(() => ({}));

const dispatch = vi.fn<(event: LoginFlowEvent) => void>();
const Step = () => (
  <NameAndPhoneStep state={{ ...initialLoginFlowState, step: 'ask_name_and_phone' }} dispatch={dispatch} />
);

function renderStep(askMobile: boolean) {
  dispatch.mockClear();
  renderPage([{ path: '/', Component: Step }], '/', testCompany({ ask_mobile_at_registration: askMobile }));
  return dispatch;
}

describe('the registration step', () => {
  it('requires the mobile when the company asks for it at registration', async () => {
    const dispatch = renderStep(true);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Dana' } });
    expect(screen.getByRole('textbox', { name: /Mobile phone/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Mobile phone/ }).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(dispatch).not.toHaveBeenCalled();
    expect(api.requests.map((request) => request.path)).not.toContain('consumer/update/profile');
  });

  it('keeps the phone optional otherwise', async () => {
    renderStep(false);
    expect(await screen.findByRole('textbox', { name: 'Phone (optional)' })).toBeTruthy();
  });

  it('asks for the mobile when the company’s current settings do, though the site opened before the change', async () => {
    api.answers['guest/company/7/get'] = {
      data: { company: testCompany({ id: 7, ask_mobile_at_registration: true }) },
    };
    dispatch.mockClear();
    renderPage(
      [{ path: '/', Component: Step }],
      '/',
      testCompany({ id: 7, ask_mobile_at_registration: false }),
    );
    expect(await screen.findByRole('textbox', { name: /Mobile phone/ })).toBeTruthy();
    expect(api.requests.map((request) => request.path)).toContain('guest/company/7/get');
  });
});
