import { expect, type Page, test } from '@playwright/test';
import { api, demoEventId, type Session } from './api-session.ts';
import { festival } from './sites.ts';
import { staffLogIn, staffOf } from './staff-session.ts';

type Membership = { member: { redirect_screener: boolean; status: string } };
type RoomOverview = { title: string; total: number; me: { name: string } | null };
type LinkRow = { url: string; used_at: string | null };

/** The session the web app keeps for the page's viewer. */
const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('screener.session') ?? 'null') as Session | null);

test('an invited person watches the trailer on the welcome, continues, and is a member of the room', async ({
  page,
  browser,
}) => {
  // The box office invites a new address to the live event's room (the seed's invitation may be used).
  await page.goto(festival.url);
  await staffLogIn(page, staffOf('festival.localhost').owner);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  const email = `invited-${Date.now()}@example.org`;
  const created = await api(page, 'admin/links/auto-register/create', {
    screener_id: liveId,
    recipients: [{ email, name: 'Ines Invited' }],
  });
  expect(created.error).toBeNull();
  const link = async () =>
    (
      await api<{ rows: LinkRow[] }>(page, 'admin/links/list', {
        kind: 'auto_register',
        screener_id: liveId,
        search: email,
      })
    ).data.rows[0];
  const invitation = await link();
  expect(invitation?.used_at).toBeNull();
  const roomBefore = await api<RoomOverview>(page, 'chat-room/overview', { screener_id: liveId });

  const guest = await (await browser.newContext()).newPage();
  await guest.goto(invitation?.url ?? '');

  // The welcome: the event's trailer (its first film's, spec part 2 §2.6) playing, and Continue.
  await expect(guest.getByRole('heading', { name: /^Welcome to Opening Night/ })).toBeVisible();
  await expect(
    guest.getByText(
      'You are invited to the event’s chat room. Watch the trailer, then continue to meet the other members.',
    ),
  ).toBeVisible();
  const trailer = guest.getByLabel(/^Trailer of Opening Night/);
  await expect(trailer).toBeVisible();
  await trailer.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play().catch(() => undefined);
  });
  await expect
    .poll(() => trailer.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0.5);

  // Signed in by the link, but not in the room until Continue.
  const session = await storedSession(guest);
  expect(session?.key).toBeTruthy();
  const membership = () =>
    api<Membership>(guest, 'chat-room/check-member-existence', { screener_id: liveId }, session ?? undefined);
  expect((await membership()).data.member).toMatchObject({
    redirect_screener: false,
    status: 'not_registered',
  });

  await guest.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(guest).toHaveURL(`${festival.url}/screeners/chatroom/${liveId}/chat`);
  // The server has the new member under the invited name, and the invitation is used up.
  expect((await membership()).data.member).toMatchObject({ redirect_screener: true, status: 'registered' });
  const roomAfter = await api<RoomOverview>(
    guest,
    'chat-room/overview',
    { screener_id: liveId },
    session ?? undefined,
  );
  await expect(guest.getByRole('heading', { name: roomAfter.data.title, level: 1 })).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Join' })).toBeVisible();
  expect(roomAfter.data.me?.name).toBe('Ines Invited');
  expect(roomAfter.data.total).toBe(roomBefore.data.total + 1);
  expect((await link())?.used_at).not.toBeNull();
});
