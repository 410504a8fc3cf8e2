import type { ConsumerProfile } from '@screener/contracts/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { PersonalDataSection } from './personal-data-section';

const api = fakeApiForEachTest(() => ({
  'consumer/resendVerification': { data: { otp: { key: 'k-1', channel: 'email' } } },
  'consumer/account/delete': [
    { error: { code: 4011, message: 'The code is not valid.' } },
    { data: { deleted: true } },
  ],
}));

const consumer = (hasPassword: boolean): ConsumerProfile => ({
  id: 7,
  uuid: '00000000-0000-4000-8000-000000000007',
  name: 'Robin',
  email: 'robin@example.test',
  phone: null,
  city: null,
  country_code: null,
  is_password_skipped: !hasPassword,
  has_password: hasPassword,
});

const renderSection = (hasPassword: boolean) =>
  renderPage(
    [
      { path: '/user/dashboard', element: <PersonalDataSection consumer={consumer(hasPassword)} /> },
      { path: '*', element: <p>Home</p> },
    ],
    '/user/dashboard',
    testCompany(),
  );

describe('the profile’s personal data', () => {
  it('names what goes and what stays, then asks the password', async () => {
    renderSection(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/will be erased/)).toBeTruthy();
    expect(within(dialog).getByText(/for invoices and accounting/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Your password/)).toBeTruthy();
  });

  it('mails a code to an account without a password and sends it with the deletion', async () => {
    renderSection(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    const code = await within(dialog).findByRole('textbox', { name: /Code/ });
    expect(
      api.requests.find((request) => request.path === 'consumer/resendVerification')?.body,
    ).toMatchObject({
      email: 'robin@example.test',
    });
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The code is not valid.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(screen.getByText('Your account was deleted')).toBeTruthy());
    expect(api.requests.filter((request) => request.path === 'consumer/account/delete').at(-1)?.body).toEqual(
      {
        key: 'k-1',
        code: '1234',
      },
    );
  });
});
