import { eq, type SQL, type SQLWrapper, type Subquery, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OpenedSession, OpenedSessionWithLinks, SignedSessions } from '../../ports/sessions.ts';
import { createKeptSessionLinks } from './kept-session-links.ts';
import { signatureProblem } from './request-signature.ts';
import { sessions } from './schema.ts';
import {
  findSessionById,
  findSessionByKey,
  isTvSession,
  noteSessionUse,
  type SessionLifetime,
  type SessionRow,
} from './sessions.ts';

export type { OpenedSession, OpenedSessionWithLinks, SignedSessions };

/**
 * Which of the viewer's rows the links part reads: the session's consumer (its column, so the
 * part is joined to the session row), at the company asked about, for the events asked about.
 */
export type SessionLinkFilter = {
  companyId: SQLWrapper;
  consumerId: SQLWrapper;
  screener: (column: SQLWrapper) => SQL;
};

type LinkRow = Record<string, unknown>;

/** A query the session's statement can join as a lateral subquery, and the rows it gives. */
type LinkRowsQuery<Row> = {
  as(alias: 'links'): Subquery<'links', Record<string, unknown>>;
  _: { result: Row[] };
};

/**
 * The part of the session's statement that reads the viewer's own links (enrollments, purchases),
 * handed in by the composition root so that this module names no domain: the query over those
 * rows, and what its rows tell a call.
 */
export type SessionLinks<Row extends LinkRow, Links> = {
  rows(db: DbExecutor, of: SessionLinkFilter): LinkRowsQuery<Row>;
  read(rows: Row[]): Links;
};

/**
 * The session row by its key, once per link row of its consumer at the company and events asked
 * about (once with no link when it has none): the links are a lateral subquery over the session's
 * consumer, so one round trip and one plan answer both.
 */
function sessionWithLinksStatement<Row extends LinkRow, Links>(links: SessionLinks<Row, Links>) {
  return preparedPerDb((db) => {
    const screenerIds = sql.placeholder('screenerIds');
    const linkRows = links
      .rows(db, {
        companyId: sql.placeholder('companyId'),
        consumerId: sessions.consumerId,
        screener: (column) => sql`${column} = any(${screenerIds}::integer[])`,
      })
      .as('links');
    return db
      .select()
      .from(sessions)
      .leftJoinLateral(linkRows, sql`true`)
      .where(eq(sessions.key, sql.placeholder('key')))
      .prepare('session_with_links');
  });
}

export function createSignedSessions<Row extends LinkRow, Links>(
  db: DbExecutor,
  lifetime: SessionLifetime,
  links: SessionLinks<Row, Links>,
  clock: Clock,
): SignedSessions<Links> {
  const sessionWithLinks = sessionWithLinksStatement(links);
  // The statement's rows as a viewer's calls read them again and again, until a change is heard.
  type StatementRows = Awaited<ReturnType<ReturnType<typeof sessionWithLinks>['execute']>>;
  const kept = createKeptSessionLinks<StatementRows>(() => clock.now().getTime());
  const readSessionWithLinks = (key: string, companyId: number, screenerIds: number[]) => {
    // The events in PostgreSQL's array text form: node-postgres would escape each id as a
    // string, once for each of the statement's two uses, on every signed-in list.
    const events = `{${screenerIds.join(',')}}`;
    const keptAs = `${key} ${companyId} ${events}`;
    return (
      kept.get(keptAs) ??
      kept.readThrough(
        keptAs,
        () => sessionWithLinks(db).execute({ key, companyId, screenerIds: events }),
        (rows) => rows[0]?.sessions.consumerId ?? null,
      )
    );
  };
  // Sessions by id as the media path reads them on every segment, kept the same way.
  const keptById = createKeptSessionLinks<{ row: SessionRow | null }>(() => clock.now().getTime());
  return {
    async byId(id) {
      const keptAs = String(id);
      const found =
        keptById.get(keptAs) ??
        (await keptById.readThrough(
          keptAs,
          async () => ({ row: await findSessionById(db, id) }),
          ({ row }) => row?.consumerId ?? null,
        ));
      return found.row;
    },
    async open(header, companyId, now) {
      const session = header.key ? await findSessionByKey(db, header.key) : null;
      const problem = signatureProblem(header, session, companyId, now, lifetime);
      if (problem || !session) return { session: null, problem: problem ?? 'SESSION_EXPIRED' };
      return { session, problem: null };
    },
    async openWithLinks(header, companyId, now, screenerIds) {
      const rows = header.key ? await readSessionWithLinks(header.key, companyId, screenerIds) : [];
      const session = rows[0]?.sessions ?? null;
      const problem = signatureProblem(header, session, companyId, now, lifetime);
      if (problem || !session) return { session: null, problem: problem ?? 'SESSION_EXPIRED' };
      // The subquery's rows are the part's own: Drizzle maps them with the part's columns.
      const linkRows = rows.flatMap((row) => (row.links ? [row.links as Row] : []));
      return { session, problem: null, links: links.read(linkRows) };
    },
    noteUse: (session, now) => noteSessionUse(db, session, now),
    heard(change) {
      kept.heard(change);
      keptById.heard(change);
    },
    isTv: isTvSession,
  };
}
