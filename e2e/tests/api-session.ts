import { expect, type Page } from '@playwright/test';
import { newestMailTo, type OutboxMail } from './outbox.ts';
import { festival } from './sites.ts';

export type Session = { key: string; secret: string; consumer: unknown; access_link: unknown };

/** The demo data's viewer of the festival site. */
export const DEMO_VIEWER = { email: 'viewer@festival.localhost', password: 'screener-demo' };
export type Envelope<T> = { data: T; error: { code: number; message: string } | null };

/**
 * POST /api/<path> from the page (*.localhost resolves there), signed the way the web client signs
 * (sha256 of key, secret and the `1`-prefixed timestamp) when a session is given.
 */
export async function api<T>(
  page: Page,
  apiPath: string,
  body: object,
  session?: Session,
): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ apiPath, body, session }) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (session) {
        const timestamp = `1${Math.floor(Date.now() / 1000)}`;
        const digest = await crypto.subtle.digest(
          'SHA-256',
          new TextEncoder().encode(session.key + session.secret + timestamp),
        );
        const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
        headers.Authorization = JSON.stringify({
          key: session.key,
          timestamp,
          hash,
          version: '1.09.29.2308',
          build_mode: 'PRODUCTION',
          language: 'en',
          screener_id: null,
        });
      }
      const response = await fetch(`/api/${apiPath}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { apiPath, body, session: session ?? null },
  );
}

export const toSession = (data: Session): Session => ({
  key: data.key,
  secret: data.secret,
  consumer: data.consumer,
  access_link: data.access_link,
});

/** Stores a session where the web app keeps it, so the next page load is signed in. */
export async function storeSession(page: Page, session: Session): Promise<void> {
  await page.evaluate((stored) => localStorage.setItem('screener.session', JSON.stringify(stored)), session);
}

/** Logs a viewer in with a password through the API and stores the session where the web app keeps it. */
export async function logIn(
  page: Page,
  credentials: { email: string; password: string } = DEMO_VIEWER,
): Promise<Session> {
  await page.goto(festival.url);
  const login = await api<Session>(page, 'consumer/login', credentials);
  expect(login.error).toBeNull();
  const session = toSession(login.data);
  await storeSession(page, session);
  return session;
}

/** A login-code mail's subject ends with its code, in every language; receipts carry numbers too. */
const isCodeMail = (mail: OutboxMail) => /: \d{4}$/.test(mail.subject);

/** The newest code mailed to `to`, read from the e2e server's outbox. */
export async function codeFromOutbox(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = /\b(\d{4})\b/.exec((await newestMailTo(to, isCodeMail))?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Signs in an account without a password by its emailed code, without touching the page's own session. */
export async function sessionByCode(page: Page, email: string): Promise<Session> {
  const check = await api<{ otp: { key: string } | null }>(page, 'consumer/checkEmail', { email });
  expect(check.error).toBeNull();
  const key = check.data.otp?.key;
  if (!key) throw new Error(`no code was sent to ${email}`);
  const verified = await api<Session>(page, 'consumer/verifyOTP', { key, otp: await codeFromOutbox(email) });
  expect(verified.error).toBeNull();
  return toSession(verified.data);
}

/** The id of the demo festival's event in `list` whose title starts with `title`. */
export async function demoEventId(
  page: Page,
  list: 'ongoing' | 'upcoming' | 'vod',
  title: string,
): Promise<number> {
  const company = await api<{ company: { id: number } }>(page, 'guest/company/get', { origin: festival.url });
  const found = await api<{ data: { id: number; title: string }[] }>(
    page,
    `guest/company/${company.data.company.id}/screenings/${list}`,
    { page: 1, perPage: 50 },
  );
  const event = found.data.data.find((screener) => screener.title.startsWith(title));
  if (!event) throw new Error(`the demo event "${title}" is missing`);
  return event.id;
}

/** Moves the e2e server's clock (TEST_CLOCK_CONTROL, asked from the page: *.localhost resolves there). */
export async function moveServerClock(page: Page, ms: number): Promise<void> {
  const status = await page.evaluate(
    async (advance) =>
      (
        await fetch('/__test/clock', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ advance_ms: advance }),
        })
      ).status,
    ms,
  );
  expect(status).toBe(200);
}
