import { randomUUID } from 'node:crypto';
import { toApiDateTime } from '@screener/contracts/dates';
import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDelivery,
  type WebhookEvent,
} from '@screener/contracts/webhooks';
import { and, arrayContains, asc, desc, eq, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { secretContext } from './endpoints.ts';
import { type WebhookDeliveryRow, webhookDeliveries, webhookEndpoints } from './schema.ts';
import type { DeliverySender } from './send-delivery.ts';
import { signatureHeader } from './signature.ts';

const HOUR_MS = 3_600_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 4 * HOUR_MS;
/** A try in flight keeps its delivery from a second sender this long (a node that died mid-try). */
const TRY_LEASE_MS = 5 * 60_000;

/** After the n-th failed try: one minute, then twice as long each time, at most four hours. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

export function deliveryView(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event: row.event,
    event_id: row.eventId,
    status: row.status,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    next_attempt_at: toApiDateTimeOrNull(row.nextAttemptAt),
    created_at: toApiDateTime(row.createdAt),
    delivered_at: toApiDateTimeOrNull(row.deliveredAt),
  };
}

/**
 * Writes one delivery of the event for each of the company's active endpoints that hears it,
 * due now; the caller queues them. The body is fixed here, so every try signs the same bytes.
 */
export async function recordEvent(
  db: Db,
  companyId: number,
  event: WebhookEvent,
  data: Record<string, unknown>,
  now: Date,
): Promise<number[]> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        ofCompany(webhookEndpoints, companyId),
        eq(webhookEndpoints.active, true),
        arrayContains(webhookEndpoints.events, [event]),
      ),
    );
  if (endpoints.length === 0) return [];
  const eventId = `evt_${randomUUID()}`;
  const body = JSON.stringify({ id: eventId, type: event, created_at: toApiDateTime(now), data });
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        companyId,
        endpointId: endpoint.id,
        event,
        eventId,
        body,
        nextAttemptAt: now,
        firstSentAt: now,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}

/** The company's deliveries, newest first, a page at a time. */
export async function listDeliveries(
  db: Db,
  companyId: number,
  input: { endpoint_id?: number | undefined; before_id?: number | undefined },
): Promise<{ deliveries: WebhookDelivery[]; next_before_id: number | null }> {
  const conditions: SQL[] = [ofCompany(webhookDeliveries, companyId)];
  if (input.endpoint_id !== undefined) conditions.push(eq(webhookDeliveries.endpointId, input.endpoint_id));
  if (input.before_id !== undefined) conditions.push(lt(webhookDeliveries.id, input.before_id));
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(and(...conditions))
    .orderBy(desc(webhookDeliveries.id))
    .limit(WEBHOOK_DELIVERIES_PAGE + 1);
  const page = rows.slice(0, WEBHOOK_DELIVERIES_PAGE);
  const more = rows.length > WEBHOOK_DELIVERIES_PAGE;
  return { deliveries: page.map(deliveryView), next_before_id: more ? (page.at(-1)?.id ?? null) : null };
}

/** "Send again": the same event and body as a new delivery, due now, with a day of retries of its own. */
export async function resendDelivery(
  db: Db,
  companyId: number,
  deliveryId: number,
  now: Date,
): Promise<WebhookDeliveryRow> {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), ofCompany(webhookDeliveries, companyId)));
  if (!original) throw new AppError('NOT_FOUND');
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      companyId,
      endpointId: original.endpointId,
      event: original.event,
      eventId: original.eventId,
      body: original.body,
      nextAttemptAt: now,
      firstSentAt: now,
    })
    .returning();
  if (!row) throw new Error('the delivery was not written');
  return row;
}

/** The ids of deliveries due by `now`, oldest first. */
export async function dueDeliveries(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

export type AttemptDeps = { db: Db; secrets: SecretBox | null; send: DeliverySender };

/**
 * One try of a delivery, if it is due: claimed first (one sender at a time, even across nodes),
 * sent signed, and its outcome written. Answers when the next try is due, or null when none is.
 */
export async function attemptDelivery(
  deps: AttemptDeps,
  deliveryId: number,
  now: Date,
): Promise<Date | null> {
  const [claimed] = await deps.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date(now.getTime() + TRY_LEASE_MS) })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  if (!claimed) return null;
  const [endpoint] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, claimed.endpointId), ofCompany(webhookEndpoints, claimed.companyId)));
  const secret = endpoint && deps.secrets?.open(endpoint.sealedSecret, secretContext(claimed.companyId));
  if (!endpoint?.active || !secret) {
    await finish(deps.db, claimed.id, {
      status: 'failed',
      lastError: 'The endpoint was turned off',
      nextAttemptAt: null,
    });
    return null;
  }
  const outcome = await deps.send({
    url: endpoint.url,
    body: claimed.body,
    headers: {
      [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(now.getTime() / 1000), claimed.body),
      'Screener-Event': claimed.event,
      'Screener-Delivery': String(claimed.id),
    },
  });
  const attempts = claimed.attempts + 1;
  const common = { attempts, lastStatusCode: outcome.statusCode, lastError: outcome.error };
  if (outcome.ok) {
    await finish(deps.db, claimed.id, {
      ...common,
      status: 'delivered',
      nextAttemptAt: null,
      deliveredAt: now,
    });
    return null;
  }
  const next = new Date(now.getTime() + retryDelayMs(attempts));
  const giveUpAt = claimed.firstSentAt.getTime() + WEBHOOK_RETRY_HOURS * HOUR_MS;
  if (next.getTime() > giveUpAt) {
    await finish(deps.db, claimed.id, { ...common, status: 'failed', nextAttemptAt: null });
    return null;
  }
  await finish(deps.db, claimed.id, { ...common, status: 'pending', nextAttemptAt: next });
  return next;
}

function finish(db: Db, deliveryId: number, values: Partial<WebhookDeliveryRow>) {
  return db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, deliveryId));
}
