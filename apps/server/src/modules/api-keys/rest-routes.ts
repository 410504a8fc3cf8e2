import {
  type RestEvent,
  type RestOrder,
  type RestViewer,
  restPage,
  ZRestEvent,
  ZRestOrder,
  ZRestPageQuery,
  ZRestViewer,
} from '@screener/contracts/api-keys';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeHost } from '../../lib/host-name.ts';
import type { RestReader, RestReaders } from '../../ports/rest-readers.ts';
import { findKey, markUsed } from './api-keys.ts';
import type { ApiKeysDeps } from './deps.ts';
import { openApiDocument } from './openapi.ts';

export const REST_BASE = '/api/v1';

/** A refusal as RFC 9457 problem details, with its HTTP status (this surface is not the envelope). */
function problem(reply: FastifyReply, status: 400 | 401 | 403 | 503, title: string, detail: string) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send({ type: 'about:blank', title, status, detail });
}

/**
 * The organisation's REST surface (docs/api.md): `Authorization: Bearer <key>`, read-only, one
 * company's rows only, paged by an opaque cursor. A missing, unknown or revoked key answers 401;
 * a key used on another organisation's address, 403; a key of a suspended site, 503.
 */
export function registerRestRoutes(app: FastifyInstance, deps: ApiKeysDeps, readers: RestReaders): void {
  const companyOf = async (request: FastifyRequest, reply: FastifyReply): Promise<number | null> => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      await problem(reply, 401, 'Unauthorized', 'Send the API key as "Authorization: Bearer <key>".');
      return null;
    }
    const key = await findKey(deps.db, match[1]);
    if (!key || key.revokedAt) {
      await problem(reply, 401, 'Unauthorized', 'This API key is unknown or was revoked.');
      return null;
    }
    const site = await deps.companies.byDomain(normalizeHost(request.host));
    if (site && site.id !== key.companyId) {
      await problem(reply, 403, 'Forbidden', "This API key belongs to another organisation's site.");
      return null;
    }
    const owner = site?.id === key.companyId ? site : await deps.companies.byId(key.companyId);
    if (owner?.suspendedAt) {
      await problem(reply, 503, 'Service Unavailable', "This organisation's site is suspended.");
      return null;
    }
    await markUsed(deps.db, key, deps.clock.now());
    return key.companyId;
  };

  const list = <T extends { id: number }>(path: string, reader: RestReader<T>) => {
    app.get(`${REST_BASE}/${path}`, async (request, reply) => {
      const companyId = await companyOf(request, reply);
      if (companyId === null) return reply;
      const query = ZRestPageQuery.safeParse(request.query);
      if (!query.success) {
        return problem(reply, 400, 'Bad Request', 'cursor must be a cursor this API gave; limit 1 to 200.');
      }
      const after = Number(query.data.cursor ?? 0);
      // One more row than asked tells whether another page follows.
      const rows = await reader(deps.db, companyId, after, query.data.limit + 1);
      const data = rows.slice(0, query.data.limit);
      const last = data.at(-1);
      return reply.send({
        data,
        next_cursor: rows.length > query.data.limit && last ? String(last.id) : null,
      });
    });
  };

  list<RestOrder>('orders', readers.orders);
  list<RestEvent>('events', readers.events);
  list<RestViewer>('viewers', readers.viewers);
  const document = openApiDocument({
    orders: restPage(ZRestOrder),
    events: restPage(ZRestEvent),
    viewers: restPage(ZRestViewer),
  });
  app.get(`${REST_BASE}/openapi.json`, async (_request, reply) => reply.send(document));
}
