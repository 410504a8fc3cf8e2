import type { BallotResponse } from '@screener/contracts/ballots';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { EVENT_TYPES } from '@screener/contracts/event';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { media } from '../films/schema.ts';
import { bookings } from '../venues/schema.ts';
import { callApi, createWatchEvent, createWatchSite } from '../watch/test-fixtures.ts';
import { mailBallotsDue } from './ballot-mail.ts';
import { awardCategories, ballotLinks, ballotVotes, competitionEntries, votingWindows } from './schema.ts';

const HOST = 'ballot-mail.localhost';
const START = new Date('2026-06-01T18:00:00Z');
const HOUR = 3_600_000;
const ENDS = new Date(START.getTime() + 2 * HOUR);
const CLOSES = new Date(ENDS.getTime() + 24 * HOUR);

let site: Awaited<ReturnType<typeof createWatchSite>>;
let screenerId: number;
let filmId: number;

const round = () =>
  mailBallotsDue(
    { db: t.db, mailer: t.mailer, origin: (domain) => `http://${domain}`, log: { error: () => undefined } },
    t.clock.now(),
  );
/** The one-click link's secret in the last mail to `to`. */
function linkMailedTo(to: string): string {
  const mail = t.mailer.sent.filter((message) => message.to === to).at(-1);
  const found = mail ? /\/ballot\/([A-Za-z0-9_-]{22})\b/.exec(mail.text) : null;
  if (!found?.[1]) throw new Error(`no ballot link mailed to ${to}`);
  return found[1];
}

async function ticket(consumerId: number, admittedAt: Date | null) {
  await t.db.insert(bookings).values({
    companyId: site.company.id,
    screenerId,
    consumerId,
    status: BOOKING_STATUSES.booked,
    currency: 'EUR',
    admittedAt,
  });
}

const t = useTestApp({ now: START });
const given = seededForFile(async () => {
  site = await createWatchSite(t, HOST);
  const other = await createWatchSite(t, 'ballot-mail-other.localhost');
  const event = await createWatchEvent(t.db, site.company.id, {
    screeningStartsAt: START,
    screeningEndsAt: ENDS,
    eventType: EVENT_TYPES.physical,
    title: 'Closing night',
  });
  screenerId = event.screener.id;
  filmId = event.filmIds[0] ?? 0;
  await t.db.update(media).set({ durationSeconds: 5400 }).where(eq(media.filmId, filmId));
  const [category] = await t.db
    .insert(awardCategories)
    .values({ companyId: site.company.id, name: 'Audience award' })
    .returning();
  if (!category) throw new Error('no category');
  await t.db
    .insert(competitionEntries)
    .values({ companyId: site.company.id, screenerId, filmId, categoryId: category.id });
  await t.db.insert(votingWindows).values({
    companyId: site.company.id,
    screenerId,
    categoryId: category.id,
    opensAt: START,
    closesAt: CLOSES,
  });
  const viewer = await createConsumer(t.db, site.company.id, { language: 'es' });
  const admitted: { id: number; email: string } = { id: viewer.id, email: viewer.email };
  const notAdmitted: { id: number } = await createConsumer(t.db, site.company.id);
  await ticket(admitted.id, START);
  await ticket(notAdmitted.id, null);
  return { other, admitted, notAdmitted };
});

describe('the ballot mail', () => {
  it('waits until the last hour before the screening ends', async () => {
    t.clock.set(new Date(ENDS.getTime() - HOUR - 60_000));
    expect(await round()).toBe(0);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('mails each admitted ticket holder once, in their language, a link of 128 random bits', async () => {
    t.clock.set(new Date(ENDS.getTime() - HOUR + 60_000));
    expect(await round()).toBe(1);
    expect(await round()).toBe(0);
    const mails = t.mailer.sent.filter((mail) => mail.subject.includes('Closing night'));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [given.admitted.email, 'Valora las películas de Closing night'],
    ]);
    const secret = linkMailedTo(given.admitted.email);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(16);
    const [row] = await t.db.select().from(ballotLinks).where(eq(ballotLinks.consumerId, given.admitted.id));
    // Only a hash is stored, and the link works until voting closes.
    expect(row?.secretHash).not.toContain(secret);
    expect(row?.expiresAt).toEqual(CLOSES);
  });

  it('opens the ballot of its one viewer and takes their vote without a session', async () => {
    const token = linkMailedTo(given.admitted.email);
    const ballot = await callApi<BallotResponse>(t, HOST, 'ballot/link/get', { token });
    expect(refusalCode(ballot)).toBeNull();
    expect(ballot.body.data.films.map((film) => [film.film_id, film.open, film.eligible])).toEqual([
      [filmId, true, true],
    ]);
    const cast = await callApi(t, HOST, 'ballot/link/vote', { token, film_id: filmId, rating: 4 });
    expect(refusalCode(cast)).toBeNull();
    const rows = await t.db.select().from(ballotVotes).where(eq(ballotVotes.screenerId, screenerId));
    expect(rows.map((vote) => [vote.consumerId, vote.rating])).toEqual([[given.admitted.id, 4]]);
  });

  it('refuses a link on another site, an unknown link and a link once voting closed', async () => {
    const token = linkMailedTo(given.admitted.email);
    const invalid = ERROR_CATALOGUE.BALLOT_LINK_INVALID.code;
    const elsewhere = await callApi(t, given.other.company.domain, 'ballot/link/get', { token });
    expect(refusalCode(elsewhere)).toBe(invalid);
    const unknown = await callApi(t, HOST, 'ballot/link/get', { token: 'A'.repeat(22) });
    expect(refusalCode(unknown)).toBe(invalid);
    t.clock.set(CLOSES);
    const late = await callApi(t, HOST, 'ballot/link/vote', { token, film_id: filmId, rating: 1 });
    expect(refusalCode(late)).toBe(invalid);
    const [vote] = await t.db.select().from(ballotVotes).where(eq(ballotVotes.consumerId, given.admitted.id));
    expect(vote?.rating).toBe(4);
  });
});
