import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  api,
  DEMO_VIEWER,
  demoEventId,
  logIn,
  type Session,
  sessionByCode,
  storeSession,
  toSession,
} from './api-session.ts';
import { newestMailTo } from './outbox.ts';
import { pngBytes } from './png.ts';
import { festival } from './sites.ts';
import { staffOf, staffSignIn } from './staff-session.ts';

/** The demo festival's chat-room invitation and anonymous access link to its live event. */
const CHAT_INVITATION = 'demo-northern-lights-chat';
const GUEST_LINK = 'demo-northern-lights-guest';

const drawer = (page: Page) => page.getByRole('dialog');
const roomLog = (page: Page) => drawer(page).getByRole('list', { name: 'Messages in the room' });
const privateLog = (page: Page) => drawer(page).getByRole('list', { name: /^Messages with / });

/** A viewer registered in the room through the calls, in a browser of their own. */
async function roomMember(
  browser: Browser,
  room: { liveId: number; chatRoomId: number },
  name: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(festival.url);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`;
  const login = await api<Session>(page, 'consumer/loginWithAccessLink', {
    link_id: GUEST_LINK,
    screener_id: room.liveId,
    name,
    email,
  });
  const session = toSession(login.data);
  const registered = await api(
    page,
    `chat-room/${room.chatRoomId}/members/register`,
    {
      name,
      email,
      bio: 'Musicals, mostly.',
      profile_image: `data:image/png;base64,${pngBytes(300, 300).toString('base64')}`,
      chat_room_id: room.chatRoomId,
    },
    session,
  );
  expect(registered.error).toBeNull();
  await storeSession(page, session);
  return page;
}

test('two members register, ask, approve, chat, react, edit and delete; a rejected member cannot open the profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The first member registers from the event's overview with a picture cropped in the browser.
  await logIn(page, DEMO_VIEWER);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  await page.goto(`${festival.url}/screeners/${liveId}`);
  await page.getByRole('link', { name: 'Register for the chat' }).click();
  await expect(page.getByRole('heading', { name: 'Join the chat room' })).toBeVisible();
  await drawer(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngBytes(640, 480) });
  await expect(drawer(page).getByRole('img', { name: 'Your profile picture' })).toBeVisible();
  await drawer(page).getByLabel('Full name').fill('Vera Viewer');
  await drawer(page).getByLabel('Bio').fill('I watch everything twice.');
  await drawer(page).getByRole('button', { name: 'Register' }).click();
  await expect(drawer(page).getByRole('tab', { name: 'Room' })).toBeVisible();

  // The second member comes through the invitation link.
  const other = await (await browser.newContext()).newPage();
  await other.goto(`${festival.url}/screeners/chatroom/autoregister/${CHAT_INVITATION}`);
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(new RegExp(`/screeners/chatroom/${liveId}/chat$`));
  await other.getByRole('button', { name: 'Join' }).click();
  await drawer(other).getByRole('tab', { name: 'Members' }).click();
  await drawer(other)
    .getByRole('button', { name: /Vera Viewer/ })
    .click();
  await drawer(other).getByRole('button', { name: 'Send a message' }).click();
  const toVera = drawer(other).getByRole('textbox', { name: 'Message to Vera Viewer' });
  await toVera.fill('Hi Vera, loved your pick!');
  await toVera.press('Enter');
  await expect(drawer(other).getByText('Waiting for')).toBeVisible();

  // The first member approves the request; then they chat.
  await drawer(page).getByRole('tab', { name: /Chats/ }).click();
  await drawer(page)
    .getByRole('button', { name: /Wants to chat with you/ })
    .click();
  await expect(privateLog(page).getByText('Hi Vera, loved your pick!')).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Approve' }).click();
  const reply = drawer(page).getByRole('textbox', { name: /^Message to / });
  await reply.fill('Thanks! See you at the Q&A');
  await reply.press('Enter');
  await expect(privateLog(other).getByText('Thanks! See you at the Q&A')).toBeVisible();

  // React, edit and delete.
  const theirMessage = privateLog(other)
    .getByRole('listitem')
    .filter({ hasText: 'Thanks! See you at the Q&A' });
  await theirMessage.getByRole('button', { name: 'Heart: 0' }).click();
  await expect(privateLog(page).getByRole('button', { name: 'Heart: 1' })).toBeVisible();
  const mine = privateLog(page).getByRole('listitem').filter({ hasText: 'Thanks! See you at the Q&A' });
  await mine.getByRole('button', { name: 'Edit' }).click();
  await drawer(page).getByLabel('Edit your message').fill('Thanks! See you at the Q&A tonight');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(privateLog(other).getByText('Thanks! See you at the Q&A tonight')).toBeVisible();
  await drawer(page)
    .getByRole('listitem')
    .filter({ hasText: 'tonight' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(privateLog(other).getByText('Thanks! See you at the Q&A tonight')).toBeHidden();

  // A room message reaches the other member, announced politely.
  await drawer(page).getByRole('button', { name: 'Back' }).click();
  await drawer(page).getByRole('tab', { name: 'Room' }).click();
  await drawer(other).getByRole('button', { name: 'Back' }).click();
  await drawer(other).getByRole('tab', { name: 'Room' }).click();
  const roomBox = drawer(page).getByRole('textbox', { name: 'Message to the room' });
  await roomBox.fill('<b>Hello</b> everyone');
  await roomBox.press('Enter');
  await expect(roomLog(other).getByText('<b>Hello</b> everyone')).toBeVisible();

  // A third member writes to the first, who rejects; the profile is then closed to them.
  const overview = await api<{ chat_room_id: number }>(page, 'chat-room/overview', { screener_id: liveId });
  const third = await roomMember(browser, { liveId, chatRoomId: overview.data.chat_room_id }, 'Rita Moreno');
  await third.goto(`${festival.url}/screeners/chatroom/${liveId}/chat`);
  await third.getByRole('button', { name: 'Join' }).click();
  await drawer(third).getByRole('tab', { name: 'Members' }).click();
  await drawer(third)
    .getByRole('button', { name: /Vera Viewer/ })
    .click();
  await drawer(third).getByRole('button', { name: 'Send a message' }).click();
  const toVeraToo = drawer(third).getByRole('textbox', { name: 'Message to Vera Viewer' });
  await toVeraToo.fill('Hello there');
  await toVeraToo.press('Enter');
  await drawer(page).getByRole('tab', { name: /Chats/ }).click();
  await drawer(page)
    .getByRole('button', { name: /Rita Moreno/ })
    .click();
  await drawer(page).getByRole('button', { name: 'Reject' }).click();
  await drawer(third).getByRole('button', { name: 'Back' }).click();
  await drawer(third).getByRole('tab', { name: 'Members' }).click();
  await expect(drawer(third).getByRole('button', { name: /Vera Viewer/ })).toBeHidden();
});

test('a member who loses the connection for a few seconds sees what was said meanwhile, once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const probe = await (await browser.newContext()).newPage();
  await probe.goto(festival.url);
  const liveId = await demoEventId(probe, 'ongoing', 'Opening Night');
  const overview = await api<{ chat_room_id: number }>(probe, 'chat-room/overview', { screener_id: liveId });
  const room = { liveId, chatRoomId: overview.data.chat_room_id };
  const speaker = await roomMember(browser, room, 'Sam Speaker');
  const listener = await roomMember(browser, room, 'Lee Listener');
  for (const page of [speaker, listener]) {
    await page.goto(`${festival.url}/screeners/chatroom/${liveId}/chat`);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(roomLog(page).or(drawer(page).getByText('No messages yet'))).toBeVisible();
  }
  const say = async (text: string) => {
    const box = drawer(speaker).getByRole('textbox', { name: 'Message to the room' });
    await box.fill(text);
    await box.press('Enter');
    await expect(roomLog(speaker).getByText(text)).toBeVisible();
  };
  await say('Before the drop');
  await expect(roomLog(listener).getByText('Before the drop')).toBeVisible();

  await say('A typo here');
  await expect(roomLog(listener).getByText('A typo here')).toBeVisible();

  // Past the rate limit's two seconds, so the next messages are not refused as a flood.
  const moved = await speaker.evaluate(
    async () =>
      (
        await fetch('/__test/clock', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ advance_ms: 3000 }),
        })
      ).status,
  );
  expect(moved).toBe(200);

  await listener.context().setOffline(true);
  await say('While you were away');
  await say('Still away');
  // Made while the listener is away: an edit and a deletion of messages it already holds.
  const typo = roomLog(speaker).getByRole('listitem').filter({ hasText: 'A typo here' });
  await typo.getByRole('button', { name: 'Edit' }).click();
  await drawer(speaker).getByRole('textbox', { name: 'Edit your message' }).fill('No typo here');
  await drawer(speaker).getByRole('button', { name: 'Save' }).click();
  await expect(roomLog(speaker).getByText('No typo here')).toBeVisible();
  const first = roomLog(speaker).getByRole('listitem').filter({ hasText: 'Before the drop' });
  await first.getByRole('button', { name: 'Delete' }).click();
  await expect(roomLog(speaker).getByText('Before the drop')).toBeHidden();
  await listener.context().setOffline(false);

  for (const text of ['While you were away', 'Still away', 'No typo here']) {
    await expect(roomLog(listener).getByText(text, { exact: true })).toHaveCount(1, { timeout: 20_000 });
  }
  await expect(roomLog(listener).getByText('Before the drop')).toHaveCount(0);
  await expect(roomLog(listener).getByText('A typo here')).toHaveCount(0);
});

test('a member sends a picture to the room and the other member sees it, named', async ({ browser }) => {
  test.setTimeout(120_000);
  const probe = await (await browser.newContext()).newPage();
  await probe.goto(festival.url);
  const liveId = await demoEventId(probe, 'ongoing', 'Opening Night');
  const overview = await api<{ chat_room_id: number }>(probe, 'chat-room/overview', { screener_id: liveId });
  const room = { liveId, chatRoomId: overview.data.chat_room_id };
  const sender = await roomMember(browser, room, 'Pia Pictures');
  const viewer = await roomMember(browser, room, 'Val Viewer');
  for (const page of [sender, viewer]) {
    await page.goto(`${festival.url}/screeners/chatroom/${liveId}/chat`);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(roomLog(page).or(drawer(page).getByText('No messages yet'))).toBeVisible();
  }
  const chooser = sender.waitForEvent('filechooser');
  await drawer(sender).getByRole('button', { name: 'Send a picture' }).click();
  await (await chooser).setFiles({ name: 'poster.png', mimeType: 'image/png', buffer: pngBytes(640, 360) });
  const seen = roomLog(viewer).getByRole('img', { name: 'Picture sent by Pia Pictures' });
  await expect(seen).toBeVisible();
  expect(await seen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
  await expect(roomLog(sender).getByRole('img', { name: 'Picture sent by You' })).toBeVisible();
});

test('a member reports another; the box office reads the report in the back-office and bans the member', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(festival.url);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  const overview = await api<{ chat_room_id: number }>(page, 'chat-room/overview', { screener_id: liveId });
  const room = { liveId, chatRoomId: overview.data.chat_room_id };
  const reporter = await roomMember(browser, room, 'Nora Reporter');
  await roomMember(browser, room, 'Troy Troll');
  await reporter.goto(`${festival.url}/screeners/chatroom/${liveId}/chat`);
  await reporter.getByRole('button', { name: 'Join' }).click();
  await drawer(reporter).getByRole('tab', { name: 'Members' }).click();
  await drawer(reporter)
    .getByRole('button', { name: /Troy Troll/ })
    .click();
  await drawer(reporter).getByRole('button', { name: 'Report' }).click();
  await drawer(reporter).getByLabel('What happened? (optional)').fill('Spoilers on purpose');
  await drawer(reporter).getByRole('button', { name: 'Send the report' }).click();
  await expect(drawer(reporter).getByText('The organisers will look at your report.')).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await staffSignIn(staff, festival.url, staffOf('festival.localhost').boxOffice);
  await staff.getByRole('navigation').getByRole('link', { name: 'Chat reports' }).click();
  await expect(staff.getByRole('heading', { name: 'Chat room reports' })).toBeVisible();
  await staff.getByRole('combobox', { name: 'Event' }).click();
  await staff.getByRole('option', { name: 'Opening Night' }).click();
  const row = staff
    .getByRole('table', { name: 'Reports' })
    .getByRole('row')
    .filter({ hasText: 'Troy Troll' });
  await expect(row).toContainText('Spoilers on purpose');
  await expect(row).toContainText('Nora Reporter');
  await row.getByRole('button', { name: 'Ban Troy Troll' }).click();
  const confirm = staff.getByRole('dialog', { name: 'Ban Troy Troll?' });
  await confirm.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Banned');
});

test('a member reports a message; the box office sees it on Chat reports and deletes it for the members', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(festival.url);
  const liveId = await demoEventId(page, 'ongoing', 'Opening Night');
  const overview = await api<{ chat_room_id: number }>(page, 'chat-room/overview', { screener_id: liveId });
  const room = { liveId, chatRoomId: overview.data.chat_room_id };
  const sender = await roomMember(browser, room, 'Mia Messenger');
  const reporter = await roomMember(browser, room, 'Ola Observer');
  for (const member of [sender, reporter]) {
    await member.goto(`${festival.url}/screeners/chatroom/${liveId}/chat`);
    await member.getByRole('button', { name: 'Join' }).click();
    await expect(roomLog(member).or(drawer(member).getByText('No messages yet'))).toBeVisible();
  }
  const box = drawer(sender).getByRole('textbox', { name: 'Message to the room' });
  await box.fill('Cheap tickets on my site');
  await box.press('Enter');

  // The reporter reaches the message's Report action with the keyboard and confirms.
  const advert = roomLog(reporter).getByRole('listitem').filter({ hasText: 'Cheap tickets on my site' });
  const report = advert.getByRole('button', { name: 'Report this message from Mia Messenger' });
  await report.focus();
  await report.press('Enter');
  const confirm = reporter.getByRole('dialog', { name: 'Report this message from Mia Messenger?' });
  await confirm.getByLabel('What happened? (optional)').fill('Advertising');
  await confirm.getByRole('button', { name: 'Report the message' }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer(reporter).getByRole('status')).toHaveText(
    'Thank you. The message was reported to the organisers.',
  );

  const staff = await (await browser.newContext()).newPage();
  await staffSignIn(staff, festival.url, staffOf('festival.localhost').boxOffice);
  await staff.getByRole('navigation').getByRole('link', { name: 'Chat reports' }).click();
  await staff.getByRole('combobox', { name: 'Event' }).click();
  await staff.getByRole('option', { name: 'Opening Night' }).click();
  const row = staff
    .getByRole('table', { name: 'Reports' })
    .getByRole('row')
    .filter({ hasText: 'Advertising' });
  await expect(row).toContainText('Cheap tickets on my site');
  await expect(row).toContainText('Ola Observer');
  await row.getByRole('button', { name: 'Delete the message of Mia Messenger' }).click();
  const sure = staff.getByRole('dialog', { name: 'Delete this message of Mia Messenger?' });
  await sure.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(sure).toBeHidden();
  await expect(row).toContainText('Message deleted');
  await expect(row.getByRole('button', { name: 'Delete the message of Mia Messenger' })).toBeHidden();

  // The message is gone for both members at once.
  for (const member of [reporter, sender]) {
    await expect(roomLog(member).getByText('Cheap tickets on my site')).toBeHidden();
  }
});

test('an organiser turns on a new event’s chat room and mails invitations: a newcomer continues into the room, an invited viewer already signed in goes straight on', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await staffSignIn(page, festival.url, 'manager@festival.localhost');
  await page.goto(`${festival.url}/admin/events/new`);
  const title = `Harbour talk ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('switch', { name: 'Chat room' }).check();
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published: the event is on the site.')).toBeVisible();
  const eventUrl = page.url();

  try {
    // Invitations list only events with a room, and are mailed unless the box is cleared.
    const stamp = Date.now();
    const newcomer = `newcomer-${stamp}@example.org`;
    const member = `member-${stamp}@example.org`;
    await page.getByRole('navigation').getByRole('link', { name: 'Links' }).click();
    await page.getByRole('tab', { name: 'Auto-register links' }).click();
    await page.getByRole('button', { name: 'New batch' }).click();
    const batch = page.getByRole('dialog', { name: 'Batch of auto-register links' });
    await batch.getByRole('combobox', { name: 'Event' }).click();
    await expect(page.getByRole('option', { name: 'Opening Night' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Filmmakers in Conversation' })).toHaveCount(0);
    await page.getByRole('option', { name: title }).click();
    await batch
      .getByRole('textbox', { name: 'People to invite' })
      .fill(`${newcomer}, Nia Newcomer\n${member}`);
    await expect(batch.getByRole('checkbox', { name: 'Mail each person their link' })).toBeChecked();
    await batch.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('2 links created and mailed.')).toBeVisible();

    const linkIn = async (to: string) => {
      let url = '';
      await expect
        .poll(async () => {
          url =
            /(https?:\/\/\S+\/screeners\/chatroom\/autoregister\/[\w-]+)/.exec(
              (await newestMailTo(to, (mail) => mail.subject.includes('chat room')))?.text ?? '',
            )?.[1] ?? '';
          return url;
        })
        .not.toBe('');
      return url;
    };

    // A newcomer: the welcome (no trailer, so none is promised), Continue, and the room.
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(await linkIn(newcomer));
    await expect(guest.getByRole('heading', { name: `Welcome to ${title}` })).toBeVisible();
    await expect(
      guest.getByText('You are invited to the event’s chat room. Continue to meet the other members.'),
    ).toBeVisible();
    await expect(guest.getByText(/trailer/i)).toHaveCount(0);
    await guest.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(guest).toHaveURL(/\/screeners\/chatroom\/\d+\/chat$/);
    await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Join' })).toBeVisible();
    await guest.context().close();

    // Signed in with the invited address already: no question, on into the room as that account.
    const signedIn = await (await browser.newContext()).newPage();
    await signedIn.goto(festival.url);
    const session = await sessionByCode(signedIn, member);
    await storeSession(signedIn, session);
    await signedIn.goto(await linkIn(member));
    await expect(signedIn.getByRole('heading', { name: `Welcome to ${title}` })).toBeVisible();
    await signedIn.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(signedIn).toHaveURL(/\/screeners\/chatroom\/\d+\/chat$/);
    await expect(signedIn.getByRole('dialog', { name: 'Already signed in' })).toHaveCount(0);
    expect(
      await signedIn.evaluate(() => JSON.parse(localStorage.getItem('screener.session') ?? 'null')?.key),
    ).toBe(session.key);
    await signedIn.context().close();
  } finally {
    // Off the site again, so the festival's lists keep the events the other specs count.
    await page.goto(eventUrl);
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await expect(page.getByText('The event is no longer on the site.')).toBeVisible();
  }
});
