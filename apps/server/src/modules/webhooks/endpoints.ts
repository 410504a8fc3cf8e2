import { toApiDateTime } from '@screener/contracts/dates';
import type { WebhookEndpoint, ZSaveWebhookRequest } from '@screener/contracts/webhooks';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { endpointRefusal } from './endpoint-policy.ts';
import { type WebhookEndpointRow, webhookEndpoints } from './schema.ts';
import { newWebhookSecret } from './signature.ts';

/** The secret is sealed for its company: a sealed value copied to another company's row does not open. */
export const secretContext = (companyId: number) => `webhook-endpoint:${companyId}`;

const NO_KEY_MESSAGE = {
  en: 'Webhooks cannot be saved: the server has no encryption key configured.',
  es: 'No se pueden guardar los webhooks: el servidor no tiene una clave de cifrado configurada.',
  he: 'לא ניתן לשמור וובהוקים: לא הוגדר בשרת מפתח הצפנה.',
  it: 'Impossibile salvare i webhook: il server non ha una chiave di cifratura configurata.',
};

export function endpointView(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    active: row.active,
    created_at: toApiDateTime(row.createdAt),
  };
}

export async function listEndpoints(db: Db, companyId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(ofCompany(webhookEndpoints, companyId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(endpointView);
}

/**
 * Creates an endpoint (its secret answered this once) or changes one of the company's. An
 * address the server will not call is refused on the `url` field.
 */
export async function saveEndpoint(
  deps: { db: Db; secrets: SecretBox | null; allowLoopback: boolean },
  companyId: number,
  input: z.output<typeof ZSaveWebhookRequest>,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; secret: string | null }> {
  const refusal = await endpointRefusal(input.url, deps.allowLoopback);
  if (refusal) throw new AppError('VALIDATION_FAILED', { details: { fields: { url: [refusal] } } });
  const values = { url: input.url, events: input.events, active: input.active, updatedAt: now };
  if (input.endpoint_id !== undefined) {
    const [row] = await deps.db
      .update(webhookEndpoints)
      .set(values)
      .where(and(eq(webhookEndpoints.id, input.endpoint_id), ofCompany(webhookEndpoints, companyId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    return { endpoint: endpointView(row), secret: null };
  }
  if (!deps.secrets) throw new AppError('SETTINGS_KEY_MISSING', { message: NO_KEY_MESSAGE });
  const secret = newWebhookSecret();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({ ...values, companyId, sealedSecret: deps.secrets.seal(secret, secretContext(companyId)) })
    .returning();
  if (!row) throw new Error('the endpoint was not saved');
  return { endpoint: endpointView(row), secret };
}
