import * as adminLiveCalls from '@screener/contracts/calls/admin-live';
import { toApiDateTime, tryParseApiDateTime } from '@screener/contracts/dates';
import { zPathId } from '@screener/contracts/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { registerCall } from '../../lib/call.ts';
import { findPublishedScreener } from '../screenings/index.ts';
import { createScreenerNotice } from '../support/index.ts';
import { summarizeAnalytics } from './analytics.ts';
import type { WatchDeps } from './deps.ts';
import { countLiveViewers } from './live-viewers.ts';
import { changeStream } from './streams.ts';

const ZScreenerPath = z.object({ screener_id: zPathId });
const screenerIdOf = (params: unknown): number => {
  const path = ZScreenerPath.safeParse(params);
  if (!path.success) throw new AppError('NOT_FOUND');
  return path.data.screener_id;
};

/** The company administrator's live calls: watch seconds, an event's stream and notices, its live count. */
export function registerAdminLiveRoutes(app: FastifyInstance, deps: WatchDeps): void {
  registerCall(app, deps, adminLiveCalls.watchSeconds, async ({ body, company }) =>
    summarizeAnalytics(deps.db, company.id, {
      ...(body.from ? { from: tryParseApiDateTime(body.from) ?? undefined } : {}),
      ...(body.to ? { to: tryParseApiDateTime(body.to) ?? undefined } : {}),
    }),
  );

  const adminScreener = async (companyId: number, params: unknown) => {
    const screener = await findPublishedScreener(deps.db, companyId, screenerIdOf(params));
    if (!screener) throw new AppError('NOT_FOUND');
    return screener;
  };

  registerCall(app, deps, adminLiveCalls.changeStream, async ({ body, company, request }) => {
    const screener = await adminScreener(company.id, request.params);
    const streams = await changeStream(deps.db, screener.id, body);
    deps.events.toScreener(screener.id, { type: 'stream.changed', screener_id: screener.id, streams });
    return { streams };
  });

  registerCall(app, deps, adminLiveCalls.sendSupportNotice, async ({ body, company, request, now }) => {
    const screener = await adminScreener(company.id, request.params);
    const notice = await createScreenerNotice(deps.db, {
      companyId: company.id,
      screenerId: screener.id,
      title: body.title,
      body: body.body,
      createdAt: now,
    });
    deps.events.toScreener(screener.id, {
      type: 'support.notice',
      screener_id: screener.id,
      title: notice.title,
      body: notice.body,
      sent_at: toApiDateTime(notice.createdAt),
    });
    return { ok: true as const };
  });

  registerCall(app, deps, adminLiveCalls.liveCounter, async ({ company, request, now }) => {
    const screener = await adminScreener(company.id, request.params);
    return { screener_id: screener.id, count: await countLiveViewers(deps.db, screener.id, now) };
  });
}
