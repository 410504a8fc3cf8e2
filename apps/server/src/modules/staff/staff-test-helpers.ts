import type { StaffRole } from '@screener/contracts/staff';
import { createCompany, signedHeader } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { STAFF_COOKIE } from './staff-gate.ts';
import { insertStaffMember, type StaffRow } from './staff-members.ts';
import { openStaffSession } from './staff-sessions.ts';

let sequence = 0;

/** A staff member (or, with `companyId` null, an operator) and a live session's cookie token. */
export async function createStaff(
  t: TestApp,
  companyId: number | null,
  role: StaffRole | 'operator',
  options: { email?: string; password?: string } = {},
): Promise<{ member: StaffRow; token: string }> {
  sequence += 1;
  const member = await insertStaffMember(t.db, {
    companyId,
    email: options.email ?? `${role}${sequence}@staff.test`,
    name: `Staff ${sequence}`,
    role,
    passwordHash: options.password ? await hashPassword(options.password) : null,
    now: t.clock.now(),
  });
  const { token } = await openStaffSession(t.db, member.id, t.clock.now());
  return { member, token };
}

/** Cookie tokens of a company's owner, manager and box office, and of another company's owner. */
export type RoleTokens = Record<'owner' | 'manager' | 'box_office' | 'stranger', string>;

/** Empty until `signInRoles` fills them, so that a file's helpers can close over them. */
export const emptyRoleTokens = (): RoleTokens => ({ owner: '', manager: '', box_office: '', stranger: '' });

/** Signs in the three roles of `companyId` and, as the stranger, an owner of `strangerCompanyId`. */
export async function signInRoles(
  t: TestApp,
  tokens: RoleTokens,
  companyId: number,
  strangerCompanyId: number,
) {
  tokens.owner = (await createStaff(t, companyId, 'owner')).token;
  tokens.manager = (await createStaff(t, companyId, 'manager')).token;
  tokens.box_office = (await createStaff(t, companyId, 'box_office')).token;
  tokens.stranger = (await createStaff(t, strangerCompanyId, 'owner')).token;
}

/** A cinema and another one, with `tokens` signed in by `signInRoles`. */
export async function createStaffedCompanies(t: TestApp, tokens: RoleTokens) {
  const company = await createCompany(t.db, { title: 'Harbour Cinema' });
  const other = await createCompany(t.db, { title: 'Other Cinema' });
  await signInRoles(t, tokens, company.id, other.id);
  return { company, other };
}

/**
 * POSTs a back-office call from a browser on `host`: with the staff cookie `token`, and, with
 * `viewer`, the viewer's signed header as well.
 */
export function callStaff(
  t: TestApp,
  path: string,
  payload: object,
  options: { host: string; token?: string; viewer?: { key: string; secret: string }; ip?: string },
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: {
      host: options.host,
      ...(options.viewer ? { authorization: signedHeader(options.viewer, t.clock.now()) } : {}),
    },
    ...(options.token ? { cookies: { [STAFF_COOKIE]: options.token } } : {}),
  });
}

/** The session token a login answer set in its cookie. */
export function cookieToken(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((item) => item.name === STAFF_COOKIE);
  if (!cookie) throw new Error('no staff cookie set');
  return cookie.value;
}

/** The one-time link of the last invitation mailed to `to`. */
export function invitationLink(t: TestApp, to: string): { token: string; url: string; html: string } {
  const mail = t.mailer.sent.filter((message) => message.to === to).at(-1);
  const url = mail ? /(https?:\/\/\S+\/admin\/invitation\/(\S+))/.exec(mail.text) : null;
  if (!mail || !url?.[1] || !url[2]) throw new Error(`no invitation mailed to ${to}`);
  return { url: url[1], token: url[2], html: mail.html ?? '' };
}

/** A back-office call with the staff cookie `token`, answered as its status and envelope. */
export async function staffCall<T = unknown>(
  t: TestApp,
  host: string,
  path: string,
  payload: object,
  token: string,
) {
  const response = await callStaff(t, path, payload, { host, token });
  const body = response.json() as {
    data: T;
    error: { code: number; message: string; details?: unknown } | null;
  };
  return { status: response.statusCode, data: body.data, error: body.error };
}
