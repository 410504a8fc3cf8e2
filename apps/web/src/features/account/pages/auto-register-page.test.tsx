import type { Company } from '@screener/contracts/company';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consumerFixture } from '../../../test/consumer-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { AutoRegisterPage } from './auto-register-page';

const company = { id: 7, title: 'Lagoon Cinema', timezone: 'UTC' } as Company;
const login = {
  key: 'key-1',
  secret: 'secret-1',
  session_mode: 'consumer',
  consumer: consumerFixture({ email: 'member@example.test' }),
  screenings: [],
  group_purchases: [],
  access_link: null,
};
const signInFirst = ERROR_CATALOGUE.LINK_SIGN_IN_REQUIRED;

const api = fakeApiForEachTest(() => ({
  'consumer/loginWithAutoRegisterLink': [
    { error: { code: signInFirst.code, message: signInFirst.message.en }, status: signInFirst.status },
    { data: { ...login, key: 'key-2', secret: 'secret-2', screener_id: 5 } },
  ],
  'consumer/checkEmail': {
    data: { shouldVerify: true, is_email_verified: false, otp: { key: 'pending-1', channel: 'email' } },
  },
  'consumer/verifyOTP': { data: { ...login, has_password: true } },
  'chat-room/check-member-existence': {
    data: { member: { redirect_screener: true, screener_id: 5, status: 'registered' } },
  },
}));

function renderInvitation() {
  return renderPage(
    [
      { path: '/screeners/chatroom/autoregister/:token', element: <AutoRegisterPage /> },
      { path: '/screeners/chatroom/:screener_id/chat', element: <p>Chat overview</p> },
    ],
    '/screeners/chatroom/autoregister/invite-1',
    company,
  );
}

describe('AutoRegisterPage', () => {
  it('for an address with an account: the usual code login first, then the link opens as that account', async () => {
    renderInvitation();
    expect(await screen.findByText(signInFirst.message.en)).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'member@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText(/^Verification code/), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Chat overview')).toBeTruthy();
    const linkCalls = api.requests.filter((request) => request.path === 'consumer/loginWithAutoRegisterLink');
    expect(linkCalls.map((request) => request.body)).toEqual([{ token: 'invite-1' }, { token: 'invite-1' }]);
    expect(api.requests.map((request) => request.path)).toContain('consumer/verifyOTP');
  });
});
