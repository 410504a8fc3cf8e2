import { count, eq, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enrollConsumer } from './enroll-consumer.ts';
import { enrollments } from './schema.ts';

/**
 * The first key of the advisory lock that serialises taking places at one event. Negative, so it
 * can never meet the (consumer, plan) lock purchases take, whose ids are positive.
 */
const EVENT_PLACES_LOCK = -1;

/** The viewers enrolled in the event, each holding a place. */
function enrolledViewers(tx: DbExecutor, screenerId: number) {
  return tx
    .select({ consumerId: enrollments.consumerId })
    .from(enrollments)
    .where(eq(enrollments.screenerId, screenerId));
}

/**
 * The viewers whose payment for the event is under way, as a query over the payments module's
 * rows (which builds on enrollment, so hands it in): counted in the same statement as the enrolled.
 */
export type BuyersHoldingPlaces = (
  tx: DbExecutor,
  screenerId: number,
  now: Date,
) => Parameters<ReturnType<typeof enrolledViewers>['union']>[0];

/**
 * Serialises taking and offering places at one event until the caller's transaction ends, on every
 * node: the lock is PostgreSQL's.
 */
export async function lockEventPlaces(tx: DbExecutor, screenerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_PLACES_LOCK}, ${screenerId})`);
}

/**
 * The viewers holding a place at the event, each once: the enrolled and those the handed-in query
 * names (payments under way, waitlist offers open), read in one statement.
 */
export function eventPlaceHolders(
  tx: DbExecutor,
  buyersHoldingPlaces: BuyersHoldingPlaces,
  screenerId: number,
  now: Date,
) {
  return enrolledViewers(tx, screenerId)
    .union(buyersHoldingPlaces(tx, screenerId, now))
    .as('held');
}

/**
 * Takes a place at an event with a capacity (`limitation`; null or 0 is unlimited) for the
 * viewer, inside the caller's transaction, or refuses with the sold-out message. A place is taken
 * by each enrolled viewer and each viewer whose payment for the event is under way, counted once;
 * the viewer asking already holding one takes nothing more. The lock holds until the transaction
 * ends, so two viewers can never both take the last place; the count is one statement, so a
 * purchase completing meanwhile is seen either as paying or as enrolled, never as neither.
 */
export async function takeEventPlace(
  tx: DbExecutor,
  buyersHoldingPlaces: BuyersHoldingPlaces,
  input: { screenerId: number; limitation: number | null; consumerId: number; now: Date },
): Promise<void> {
  if (!input.limitation || input.limitation <= 0) return;
  await lockEventPlaces(tx, input.screenerId);
  const held = eventPlaceHolders(tx, buyersHoldingPlaces, input.screenerId, input.now);
  const [taken] = await tx.select({ value: count() }).from(held).where(ne(held.consumerId, input.consumerId));
  if ((taken?.value ?? 0) >= input.limitation) throw new AppError('SOLD_OUT');
}

/** Takes the viewer's place at the event (`takeEventPlace`), then enrols the viewer with the grant. */
export async function takePlaceAndEnroll(
  tx: DbExecutor,
  buyersHoldingPlaces: BuyersHoldingPlaces,
  screener: { id: number; limitation: number | null },
  viewer: { companyId: number; consumerId: number; now: Date },
  grant: Omit<Parameters<typeof enrollConsumer>[1], 'companyId' | 'screenerId' | 'consumerId'>,
): Promise<void> {
  const { companyId, consumerId, now } = viewer;
  await takeEventPlace(tx, buyersHoldingPlaces, {
    screenerId: screener.id,
    limitation: screener.limitation,
    consumerId,
    now,
  });
  await enrollConsumer(tx, { companyId, screenerId: screener.id, consumerId, ...grant });
}
