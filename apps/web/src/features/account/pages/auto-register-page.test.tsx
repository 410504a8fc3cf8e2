import type { Company } from '@screener/contracts/company';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../api/session-store';
import { consumerFixture } from '../../../test/consumer-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { screenerFixture } from '../../../test/screener-fixture';
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
    data: {
      shouldVerify: true,
      is_email_verified: false,
      phone: null,
      otp: { key: 'pending-1', channel: 'email' },
    },
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

  it('for a viewer signed in with the invited address: straight on as that account, nothing asked', async () => {
    setSession({ key: 'key-0', secret: 'secret-0', consumer: login.consumer, access_link: null });
    api.answers['consumer/loginWithAutoRegisterLink'] = {
      data: { ...login, key: 'key-0', secret: 'secret-0', screener_id: 5 },
    };
    renderInvitation();

    expect(await screen.findByText('Chat overview')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Already signed in' })).toBeNull();
    const linkCalls = api.requests.filter((request) => request.path === 'consumer/loginWithAutoRegisterLink');
    expect(linkCalls.map((request) => request.body)).toEqual([{ token: 'invite-1', keep_session: true }]);
  });

  it('for a viewer signed in as someone else: asks, and switching opens the link for its own account', async () => {
    setSession({
      key: 'key-0',
      secret: 'secret-0',
      consumer: consumerFixture({ name: 'Other Viewer' }),
      access_link: null,
    });
    const another = ERROR_CATALOGUE.LINK_FOR_ANOTHER_ACCOUNT;
    api.answers['consumer/loginWithAutoRegisterLink'] = [
      { error: { code: another.code, message: another.message.en }, status: another.status },
      { data: { ...login, screener_id: 5 } },
    ];
    renderInvitation();

    const choice = await screen.findByRole('dialog', { name: 'Already signed in' });
    fireEvent.click(within(choice).getByRole('button', { name: 'Switch account' }));
    expect(await screen.findByText('Chat overview')).toBeTruthy();
    const linkCalls = api.requests.filter((request) => request.path === 'consumer/loginWithAutoRegisterLink');
    expect(linkCalls.map((request) => request.body)).toEqual([
      { token: 'invite-1', keep_session: true },
      { token: 'invite-1' },
    ]);
  });

  it.each([
    ['with a trailer', 'https://www.youtube.com/embed/abc', /Watch the trailer/],
    [
      'without a trailer',
      null,
      /^You are invited to the event’s chat room. Continue to meet the other members.$/,
    ],
  ])('welcomes a newcomer %s with words that fit', async (_case, trailer, words) => {
    api.answers['consumer/loginWithAutoRegisterLink'] = { data: { ...login, screener_id: 5 } };
    api.answers['chat-room/check-member-existence'] = {
      data: { member: { redirect_screener: false, screener_id: 5, status: 'not_registered' } },
    };
    const film = {
      id: 9,
      title: 'Night Harbour',
      subtitle: null,
      description: '',
      thumburls: [],
      trailer,
      producer_name: null,
      director_name: null,
    };
    api.answers[`guest/company/${company.id}/screenings/get`] = {
      data: { screener: screenerFixture({ id: 5, title: 'Harbour Nights', films: [film] }) },
    };
    renderInvitation();

    expect(await screen.findByRole('heading', { name: 'Welcome to Harbour Nights' })).toBeTruthy();
    expect(screen.getByText(words)).toBeTruthy();
    if (!trailer) expect(screen.queryByText(/trailer/i)).toBeNull();
  });

  it('says so when the event has no chat room, rather than a Continue that leads nowhere', async () => {
    api.answers['consumer/loginWithAutoRegisterLink'] = { data: { ...login, screener_id: 5 } };
    api.answers['chat-room/check-member-existence'] = {
      data: { member: { redirect_screener: false, screener_id: 5, status: 'no_chat_room' } },
    };
    renderInvitation();

    expect(await screen.findByText(/This event has no chat room at the moment\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
