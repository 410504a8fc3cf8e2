import { z } from 'zod';
import { defineCall } from '../call.ts';
import { zPathId } from '../validation.ts';
import {
  ZExternalSrcUrlResponse,
  ZGetAndEnforceRequest,
  ZGetAndEnforceResponse,
  ZGetPlayerStateRequest,
  ZLiveCounterRequest,
  ZLiveCounterResponse,
  ZMarkFirstWatchResponse,
  ZPlayerState,
  ZPlayerStateResponse,
  ZTrackAnalyticsRequest,
  ZTrackAnalyticsResponse,
} from '../watch.ts';

const ZEmpty = z.object({});
const ZScreenerPath = z.object({ screener_id: zPathId });
const ZFilmPath = z.object({ screener_id: zPathId, film_id: zPathId });

export const getAndEnforce = defineCall({
  path: 'guest/company/:companyId/screenings/getAndEnforce',
  body: ZGetAndEnforceRequest,
  response: ZGetAndEnforceResponse,
  auth: 'consumer',
  tenant: 'path',
});

export const markFirstWatch = defineCall({
  path: 'guest/company/:companyId/screenings/vod/:screener_id/markFirstWatch',
  body: ZEmpty,
  response: ZMarkFirstWatchResponse,
  params: ZScreenerPath,
  auth: 'consumer',
  tenant: 'path',
});

export const getExternalSrcUrl = defineCall({
  path: 'guest/company/:companyId/screenings/:screener_id/:film_id/getExternalSrcUrl',
  body: ZEmpty,
  response: ZExternalSrcUrlResponse,
  params: ZFilmPath,
  auth: 'consumer',
  tenant: 'path',
});

export const getPlayerState = defineCall({
  path: 'watch/player_state/get',
  body: ZGetPlayerStateRequest,
  response: ZPlayerStateResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const savePlayerState = defineCall({
  path: 'watch/player_state/save',
  body: ZPlayerState,
  response: ZPlayerStateResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const updateLiveCounter = defineCall({
  path: 'update/live_counter',
  body: ZLiveCounterRequest,
  response: ZLiveCounterResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const trackAnalytics = defineCall({
  path: 'analytics/track',
  body: ZTrackAnalyticsRequest,
  response: ZTrackAnalyticsResponse,
  auth: 'consumer',
  tenant: 'host',
});
