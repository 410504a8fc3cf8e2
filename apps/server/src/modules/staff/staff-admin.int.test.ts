import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { openStaffSession } from './staff-sessions.ts';
import { callStaff, cookieToken, createStaff, invitationLink } from './staff-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const company = await createCompany(t.db, { title: 'Harbour Cinema' });
  const host = company.domain;
  const companyId = company.id;
  const owner: { member: { id: number; email: string }; token: string } = await createStaff(
    t,
    companyId,
    'owner',
  );
  return { host, companyId, owner };
});

const asOwner = (path: string, payload: object) =>
  callStaff(t, path, payload, { host: given.host, token: given.owner.token });

describe('invitations', () => {
  it('mails a branded one-time link that makes a staff member with the invited role', async () => {
    const invited = await asOwner('admin/staff/invite', { email: 'Robin@Example.test', role: 'manager' });
    expect(invited.json().data.invitation).toMatchObject({ email: 'robin@example.test', role: 'manager' });
    const { token, url, html } = invitationLink(t, 'robin@example.test');
    expect(url.startsWith(`http://${given.host}`)).toBe(true);
    expect(html).toContain('Harbour Cinema');

    const shown = await callStaff(t, 'admin/staff/invitation/get', { token }, { host: given.host });
    expect(shown.json().data).toEqual({
      email: 'robin@example.test',
      role: 'manager',
      company_title: 'Harbour Cinema',
    });

    const accepted = await callStaff(
      t,
      'admin/staff/invitation/accept',
      { token, name: 'Robin Reel', password: 'reel-robin-1' },
      { host: given.host },
    );
    expect(accepted.json().data.identity.member).toMatchObject({ name: 'Robin Reel', role: 'manager' });
    const me = await callStaff(t, 'admin/staff/me', {}, { host: given.host, token: cookieToken(accepted) });
    expect(refusalCode(me)).toBeNull();

    const twice = await callStaff(
      t,
      'admin/staff/invitation/accept',
      { token, name: 'Robin Again', password: 'reel-robin-2' },
      { host: given.host },
    );
    expect(refusalCode(twice)).toBe(404);
    const login = await callStaff(
      t,
      'admin/staff/login/password',
      { email: 'robin@example.test', password: 'reel-robin-1' },
      { host: given.host },
    );
    expect(refusalCode(login)).toBeNull();
  });

  it('refuses an address already on the staff, and a link past its seven days', async () => {
    expect(
      refusalCode(await asOwner('admin/staff/invite', { email: 'robin@example.test', role: 'owner' })),
    ).toBe(409);
    await asOwner('admin/staff/invite', { email: 'late@example.test', role: 'box_office' });
    const { token } = invitationLink(t, 'late@example.test');
    t.clock.advance(7 * 86_400_000 + 1000);
    expect(
      refusalCode(await callStaff(t, 'admin/staff/invitation/get', { token }, { host: given.host })),
    ).toBe(404);
    // The owner's own session has idled out meanwhile: the rest of the file signs in again.
    given.owner.token = (await openStaffSession(t.db, given.owner.member.id, t.clock.now())).token;
  });

  it('ends the earlier link when the same address is invited again, and on revocation', async () => {
    await asOwner('admin/staff/invite', { email: 'sam@example.test', role: 'box_office' });
    const first = invitationLink(t, 'sam@example.test').token;
    const again = await asOwner('admin/staff/invite', { email: 'sam@example.test', role: 'manager' });
    expect(
      refusalCode(await callStaff(t, 'admin/staff/invitation/get', { token: first }, { host: given.host })),
    ).toBe(404);
    const second = invitationLink(t, 'sam@example.test').token;
    await asOwner('admin/staff/invitation/revoke', { invitation_id: again.json().data.invitation.id });
    expect(
      refusalCode(await callStaff(t, 'admin/staff/invitation/get', { token: second }, { host: given.host })),
    ).toBe(404);
  });
});

describe('staff list, roles and removal', () => {
  it('lists the members and the invitations still waiting', async () => {
    await asOwner('admin/staff/invite', { email: 'kim@example.test', role: 'box_office' });
    const list = (await asOwner('admin/staff/list', {})).json().data;
    expect(list.members.map((member: { email: string }) => member.email)).toEqual([
      given.owner.member.email,
      'robin@example.test',
    ]);
    expect(list.invitations).toEqual([
      expect.objectContaining({ email: 'kim@example.test', role: 'box_office' }),
    ]);
  });

  it('changes a role, and the member’s next call has the new role’s rights', async () => {
    const robin = await createStaff(t, given.companyId, 'manager');
    expect(
      refusalCode(await callStaff(t, 'admin/staff/list', {}, { host: given.host, token: robin.token })),
    ).toBe(403);
    const changed = await asOwner('admin/staff/changeRole', { staff_id: robin.member.id, role: 'owner' });
    expect(changed.json().data.member.role).toBe('owner');
    expect(
      refusalCode(await callStaff(t, 'admin/staff/list', {}, { host: given.host, token: robin.token })),
    ).toBeNull();
  });

  it('keeps at least one owner', async () => {
    const solo = await createCompany(t.db);
    const only = await createStaff(t, solo.id, 'owner');
    const demote = await callStaff(
      t,
      'admin/staff/changeRole',
      { staff_id: only.member.id, role: 'manager' },
      { host: solo.domain, token: only.token },
    );
    expect(refusalCode(demote)).toBe(409);
    const remove = await callStaff(
      t,
      'admin/staff/remove',
      { staff_id: only.member.id },
      { host: solo.domain, token: only.token },
    );
    expect(refusalCode(remove)).toBe(409);
  });

  it('removes a member, whose sessions end with the account', async () => {
    const leaving = await createStaff(t, given.companyId, 'box_office');
    expect(refusalCode(await asOwner('admin/staff/remove', { staff_id: leaving.member.id }))).toBeNull();
    expect(
      refusalCode(await callStaff(t, 'admin/staff/me', {}, { host: given.host, token: leaving.token })),
    ).toBe(401);
  });
});

describe('audit log', () => {
  it('records every change with who, what, when, before and after, newest first, paged', async () => {
    const page = (await asOwner('admin/audit/list', { page: 0, page_size: 10 })).json().data;
    const actions = page.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('staff.invite');
    expect(actions).toContain('staff.join');
    expect(actions).toContain('staff.role_change');
    expect(actions).toContain('staff.remove');
    expect(actions).toContain('staff.invitation_revoke');
    const roleChange = page.entries.find((entry: { action: string }) => entry.action === 'staff.role_change');
    expect(roleChange).toMatchObject({
      actor_email: given.owner.member.email,
      before: { role: 'manager' },
      after: { role: 'owner' },
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(page.total).toBeGreaterThan(page.entries.length - 1);
    const ids = page.entries.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('narrows the log to one member’s changes and to one action, and names the choices', async () => {
    const other = await createStaff(t, given.companyId, 'owner');
    await callStaff(
      t,
      'admin/staff/invite',
      { email: 'filtered@example.test', role: 'box_office' },
      { host: given.host, token: other.token },
    );
    const all = (await asOwner('admin/audit/list', { page: 0, page_size: 100 })).json().data;
    expect(all.actors).toEqual(expect.arrayContaining([given.owner.member.email, other.member.email]));
    expect(all.actions).toEqual(expect.arrayContaining(['staff.invite', 'staff.role_change']));
    expect(all.actions).toEqual([...all.actions].sort());

    const byOther = (
      await asOwner('admin/audit/list', {
        page: 0,
        page_size: 100,
        actor_email: other.member.email.toUpperCase(),
      })
    ).json().data;
    expect(byOther.total).toBe(1);
    expect(byOther.entries).toEqual([
      expect.objectContaining({
        actor_email: other.member.email,
        after: expect.objectContaining({ email: 'filtered@example.test' }),
      }),
    ]);

    const invites = (
      await asOwner('admin/audit/list', { page: 0, page_size: 100, action: 'staff.invite' })
    ).json().data;
    expect(invites.total).toBeGreaterThan(1);
    expect(new Set(invites.entries.map((entry: { action: string }) => entry.action))).toEqual(
      new Set(['staff.invite']),
    );
    const both = (
      await asOwner('admin/audit/list', {
        page: 0,
        page_size: 100,
        action: 'staff.role_change',
        actor_email: other.member.email,
      })
    ).json().data;
    expect(both).toMatchObject({ total: 0, entries: [] });
  });

  it('answers a page size it does not offer with the field’s message', async () => {
    const bad = await asOwner('admin/audit/list', { page: 0, page_size: 7 });
    expect(refusalCode(bad)).toBe(400);
    expect(bad.json().error.details.fields.page_size).toBeDefined();
  });
});

describe('resending an invitation', () => {
  // A company of its own, so that its owners and log entries do not show in the lists above.
  let site: string;
  let siteId: number;
  let boss: { member: { id: number; email: string }; token: string };
  beforeAll(async () => {
    const company = await createCompany(t.db, { title: 'Pier Pictures' });
    site = company.domain;
    siteId = company.id;
    boss = await createStaff(t, siteId, 'owner');
  });
  const asBoss = (path: string, payload: object) =>
    callStaff(t, path, payload, { host: site, token: boss.token });

  it('mails a fresh link with seven more days, ends the earlier link and is written in the log', async () => {
    const invited = await asBoss('admin/staff/invite', { email: 'again@example.test', role: 'manager' });
    const id = invited.json().data.invitation.id as number;
    const first = invitationLink(t, 'again@example.test').token;
    t.clock.advance(3 * 86_400_000);
    // Another owner's session, as the first owner's session has idled out over those days.
    const other = await createStaff(t, siteId, 'owner');
    const resent = await callStaff(
      t,
      'admin/staff/invitation/resend',
      { invitation_id: id },
      { host: site, token: other.token },
    );
    expect(refusalCode(resent)).toBeNull();
    expect(resent.json().data.invitation).toMatchObject({ id, email: 'again@example.test', role: 'manager' });
    const mail = t.mailer.sent.filter((message) => message.to === 'again@example.test').at(-1);
    expect(mail?.text).toContain('replaces the one mailed to you before');
    const second = invitationLink(t, 'again@example.test').token;
    expect(second).not.toBe(first);
    expect(
      refusalCode(await callStaff(t, 'admin/staff/invitation/get', { token: first }, { host: site })),
    ).toBe(404);
    // Seven days from the resend, not from the first mail.
    t.clock.advance(5 * 86_400_000);
    expect(
      refusalCode(await callStaff(t, 'admin/staff/invitation/get', { token: second }, { host: site })),
    ).toBeNull();
    boss.token = (await openStaffSession(t.db, boss.member.id, t.clock.now())).token;
    const log = (
      await asBoss('admin/audit/list', { page: 0, page_size: 10, action: 'staff.invitation_resend' })
    ).json().data;
    expect(log.entries[0]).toMatchObject({ actor_email: other.member.email, target_id: id });
  });

  it('mails one invitation again a few times an hour at most, and not one already answered', async () => {
    const invited = await asBoss('admin/staff/invite', { email: 'often@example.test', role: 'box_office' });
    const id = invited.json().data.invitation.id as number;
    const refusals: (number | null)[] = [];
    for (let i = 0; i < 4; i += 1)
      refusals.push(refusalCode(await asBoss('admin/staff/invitation/resend', { invitation_id: id })));
    expect(refusals).toEqual([null, null, null, 429]);
    t.clock.advance(60 * 60_000 + 1000);
    boss.token = (await openStaffSession(t.db, boss.member.id, t.clock.now())).token;
    expect(refusalCode(await asBoss('admin/staff/invitation/resend', { invitation_id: id }))).toBeNull();
    await asBoss('admin/staff/invitation/revoke', { invitation_id: id });
    expect(refusalCode(await asBoss('admin/staff/invitation/resend', { invitation_id: id }))).toBe(404);
  });
});
