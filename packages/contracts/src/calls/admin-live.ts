import { z } from 'zod';
import { ZLiveEventResponse } from '../admin-event-extras.ts';
import { defineCall } from '../call.ts';
import {
  ZAnalyticsSummaryRequest,
  ZAnalyticsSummaryResponse,
  ZChangeStreamRequest,
  ZChangeStreamResponse,
  ZLiveCounterResponse,
  ZSupportNotice,
  ZSupportNoticeResponse,
} from '../watch.ts';

const ZEmpty = z.object({});

export const watchSeconds = defineCall({
  path: 'admin/analytics/watch_seconds',
  body: ZAnalyticsSummaryRequest,
  response: ZAnalyticsSummaryResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const changeStream = defineCall({
  path: 'admin/screenings/:screener_id/streams/change',
  body: ZChangeStreamRequest,
  response: ZChangeStreamResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'live',
});

export const sendSupportNotice = defineCall({
  path: 'admin/screenings/:screener_id/support_notice',
  body: ZSupportNotice,
  response: ZSupportNoticeResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'support',
});

export const liveCounter = defineCall({
  path: 'admin/screenings/:screener_id/live_counter',
  body: ZEmpty,
  response: ZLiveCounterResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'live',
});

export const liveEvent = defineCall({
  path: 'admin/screenings/:screener_id/live',
  body: z.object({}),
  response: ZLiveEventResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'live',
});
