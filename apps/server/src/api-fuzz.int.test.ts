import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from './demo/seed.ts';
import { consumers } from './modules/auth/schema.ts';
import { openSession, type SessionRow } from './modules/auth/sessions.ts';
import { companies } from './modules/companies/schema.ts';
import { STAFF_COOKIE } from './modules/staff/staff-gate.ts';
import { createStaff } from './modules/staff/staff-test-helpers.ts';
import { signedHeader } from './test/factories.ts';
import { refusalCode } from './test/refusal.ts';
import { bodyArbitrary } from './test/schema-arbitrary.ts';
import { seededForFile } from './test/seeded-for-file.ts';
import { useTestApp } from './test/test-app.ts';

/** Bodies per call; the seed is fixed so a failure repeats, and CI's two runs differ only in the database. */
const RUNS_PER_CALL = 25;
/** Bodies per call for each other caller: most are refused before the body is read, so one suffices. */
const RUNS_PER_OTHER_CALLER = 1;
/** Far past the depth limit (lib/json-depth.ts): deep enough to overflow any recursive walk of it. */
const DEEP_NESTING = 10_000;
const HOST = 'festival.localhost';

/** An id in a path: mostly one that may name a row, sometimes one no row can have. */
const pathParam = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('2147483648', '9007199254740993', '-1', '0', 'x', '%00', '1.5') },
);

let companyId: number;

type Caller = { name: string; session: SessionRow | null; staffToken: string | null };

async function sessionOf(email: string): Promise<SessionRow> {
  const [person] = await t.db
    .select({ id: consumers.id })
    .from(consumers)
    .where(and(eq(consumers.companyId, companyId), eq(consumers.email, email)));
  if (!person) throw new Error(`no demo account ${email}`);
  return (await openSession(t.db, { companyId, consumerId: person.id, now: t.clock.now() })).session;
}

const t = useTestApp();
const given = seededForFile(async () => {
  const summary = await seedDemoData(t.db, t.clock.now());
  const site = summary.sites.find((candidate) => candidate.domain === HOST);
  if (!site) throw new Error('the demo festival is missing');
  const [company] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.domain, HOST));
  if (!company) throw new Error('the demo festival is missing');
  companyId = company.id;
  const viewer: SessionRow = await sessionOf(site.viewerEmail);
  /** Staff cookies: the demo owner's for the company's calls, an operator's for the platform's. */
  const ownerToken = (await createStaff(t, companyId, 'owner')).token;
  const operatorToken = (await createStaff(t, null, 'operator')).token;
  /** Every call is also made by each of these: a guest, a signed-in viewer and each staff role. */
  const everyCaller: Caller[] = [
    { name: 'guest', session: null, staffToken: null },
    { name: 'viewer', session: viewer, staffToken: null },
    { name: 'owner', session: null, staffToken: ownerToken },
    { name: 'manager', session: null, staffToken: (await createStaff(t, companyId, 'manager')).token },
    { name: 'box office', session: null, staffToken: (await createStaff(t, companyId, 'box_office')).token },
  ];
  return { viewer, ownerToken, operatorToken, everyCaller };
});

/**
 * A server fault: a 5xx status, or the envelope's server error (500) however it came. A refusal,
 * the session codes 551, 552 and 556 among them, answers 200 with its code in the envelope
 * (decision 0047), or 401 where a status is kept: an answer, not a fault.
 */
function isServerFault(response: { statusCode: number; body: string }): boolean {
  if (response.statusCode >= 500) return true;
  try {
    return (JSON.parse(response.body) as { error?: { code?: unknown } | null }).error?.code === 500;
  } catch {
    return false;
  }
}

/** A request's answer that is wrong: a server fault, or anything but a 400 refusal for a body nested too deep. */
type Fault = { caller: string; url: string; body: unknown; status: number; answer: string };

/** Answers that are a server fault, with what was sent, so a failure shows the body that caused it. */
async function serverFaults(
  path: string,
  caller: Omit<Caller, 'name'> & { name?: string },
  requests: [unknown, string][],
): Promise<Fault[]> {
  const faults: Fault[] = [];
  for (const [body, param] of requests) {
    const url = urlOf(path, param);
    const response = await post(url, caller, JSON.stringify(body));
    if (isServerFault(response))
      faults.push({
        caller: caller.name ?? 'its own',
        url,
        body,
        status: response.statusCode,
        answer: response.body,
      });
  }
  return faults;
}

const urlOf = (path: string, param: string) =>
  `/api/${path.replace(':companyId', String(companyId)).replace(/:\w+/g, param)}`;

const post = (url: string, caller: Omit<Caller, 'name'>, payload: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: HOST,
      'content-type': 'application/json',
      ...(caller.session ? { authorization: signedHeader(caller.session, t.clock.now()) } : {}),
    },
    ...(caller.staffToken ? { cookies: { [STAFF_COOKIE]: caller.staffToken } } : {}),
    payload,
  });

/** A body nested far too deep, refused (the envelope's 400) before any caller's check or recursive walk. */
async function deepNestingFaults(path: string, caller: Caller): Promise<Fault[]> {
  const url = urlOf(path, '1');
  const payload = `{"nested":${'['.repeat(DEEP_NESTING)}${']'.repeat(DEEP_NESTING)}}`;
  const response = await post(url, caller, payload);
  return refusalCode(response) === 400
    ? []
    : [
        {
          caller: caller.name,
          url,
          body: 'nested 10,000 deep',
          status: response.statusCode,
          answer: response.body,
        },
      ];
}

describe('every call, fuzzed from its own schema', () => {
  // Some 30 requests for each of the app's calls: past the default 30 s on a busy machine.
  it('answers no generated body with a server error, whoever calls, and a body nested too deep with a 400', async () => {
    // Logging out ends the session the other calls are signed with, so it goes last.
    const calls = [...t.app.calls].sort(
      (a, b) => Number(a.path.endsWith('logout')) - Number(b.path.endsWith('logout')),
    );
    expect(calls.length).toBeGreaterThan(40);
    const faults: Record<string, unknown> = {};
    for (const call of calls) {
      const requests = fc.sample(fc.tuple(bodyArbitrary(call.body), pathParam), {
        numRuns: RUNS_PER_CALL,
        seed: 1320,
      });
      const staffToken =
        call.auth === 'staff' ? given.ownerToken : call.auth === 'operator' ? given.operatorToken : null;
      const session = call.auth === 'optional' || call.auth === 'consumer' ? given.viewer : null;
      const found = await serverFaults(call.path, { session, staffToken }, requests);
      // Then by every other caller, a few of the same bodies each; and once a body nested far too deep.
      for (const caller of given.everyCaller) {
        if (caller.session === session && caller.staffToken === staffToken) continue;
        found.push(...(await serverFaults(call.path, caller, requests.slice(0, RUNS_PER_OTHER_CALLER))));
      }
      found.push(...(await deepNestingFaults(call.path, { name: 'its own', session, staffToken })));
      if (found.length > 0) faults[call.path] = found.slice(0, 2);
    }
    expect(faults).toEqual({});
  }, 120_000);

  it('answers paths with ids past 32 bits, NUL bytes and junk without a server error', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        '2147483648',
        '9007199254740993',
        '-1',
        '0',
        '%00',
        'a%00b',
        '..',
        '%2e%2e',
        '1e3',
        ' ',
      ),
      fc.string({ maxLength: 12 }).map(encodeURIComponent),
    );
    const paths = fc.sample(
      fc.tuple(
        fc.constantFrom('/media/', '/trailers/', '/stream/setCookie/', '/payments/sandbox/challenge/'),
        segment,
        segment,
      ),
      { numRuns: 150, seed: 1320 },
    );
    const statuses = await Promise.all(
      paths.map(async ([prefix, first, second]) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `${prefix}${first}/${second}`,
          headers: { host: HOST },
        });
        return {
          url: `${prefix}${first}/${second}`,
          status: response.statusCode,
          fault: isServerFault(response),
        };
      }),
    );
    expect(statuses.filter((entry) => entry.fault)).toEqual([]);
  });
});
