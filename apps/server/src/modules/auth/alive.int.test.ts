import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createConsumer, signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sessions } from './schema.ts';
import { openSession, type SessionRow } from './sessions.ts';

let session: SessionRow;
let consumerId: number;

const t = useTestApp();
beforeAll(async () => {
  const festival = await createCompany(t.db, { domain: 'festival.localhost' });
  await createCompany(t.db, { domain: 'cinema.localhost' });
  consumerId = (await createConsumer(t.db, festival.id)).id;
  ({ session } = await openSession(t.db, { companyId: festival.id, consumerId, now: t.clock.now() }));
});

const alive = (authorization?: string, host = 'festival.localhost') =>
  t.app.inject({
    method: 'POST',
    url: '/api/alive',
    payload: {},
    headers: { host, ...(authorization === undefined ? {} : { authorization }) },
  });

describe('the signed Authorization header', () => {
  it('opens the session when the hash matches', async () => {
    const response = await alive(signedHeader(session, t.clock.now()));
    expect(refusalCode(response)).toBeNull();
    expect(response.json().data).toEqual({ alive: true });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.lastSeenAt?.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('answers 551 without a header, or with one that is not JSON', async () => {
    for (const header of [undefined, 'Bearer abc']) {
      const response = await alive(header);
      // In the envelope with HTTP 200, never a 5xx status that proxies count as a fault.
      expect(response.statusCode).toBe(200);
      expect(refusalCode(response)).toBe(551);
      expect(response.json().error).toEqual({
        code: 551,
        message: 'Authorization invalid. Please try to logout and then login again',
      });
    }
  });

  it('answers 552 when the hash does not match', async () => {
    const response = await alive(signedHeader(session, t.clock.now(), { hash: 'f'.repeat(64) }));
    expect(refusalCode(response)).toBe(552);
  });

  it('answers 552 to a timestamp more than five minutes away, even with a right hash', async () => {
    const stale = new Date(t.clock.now().getTime() - 6 * 60_000);
    expect(refusalCode(await alive(signedHeader(session, stale)))).toBe(552);
    const skewed = new Date(t.clock.now().getTime() + 4 * 60_000);
    expect(refusalCode(await alive(signedHeader(session, skewed)))).toBeNull();
  });

  it('answers 552 to a session of another company', async () => {
    const response = await alive(signedHeader(session, t.clock.now()), 'cinema.localhost');
    expect(refusalCode(response)).toBe(552);
  });

  it('answers 556 to an unknown key', async () => {
    const response = await alive(signedHeader({ key: 'nope', secret: 'nope' }, t.clock.now()));
    expect(refusalCode(response)).toBe(556);
  });

  it('answers 556 to a session replaced by a newer login of the same consumer', async () => {
    const festivalId = session.companyId;
    const { session: newer, replaced } = await openSession(t.db, {
      companyId: festivalId,
      consumerId,
      now: t.clock.now(),
    });
    expect(replaced.map((row) => row.id)).toEqual([session.id]);
    expect(refusalCode(await alive(signedHeader(session, t.clock.now())))).toBe(556);
    expect(refusalCode(await alive(signedHeader(newer, t.clock.now())))).toBeNull();
  });
});
