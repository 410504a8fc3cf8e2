import { ZUploadEventThumbnailRequest, ZUploadEventThumbnailResponse } from '../admin-event-extras.ts';
import {
  ZAdminEventResponse,
  ZCreateAdminEventRequest,
  ZGetAdminEventRequest,
  ZListAdminEventsRequest,
  ZListAdminEventsResponse,
  ZSearchEventFilmsRequest,
  ZSearchEventFilmsResponse,
  ZUpdateAdminEventRequest,
} from '../admin-events.ts';
import { defineCall } from '../call.ts';

export const list = defineCall({
  path: 'admin/events/list',
  body: ZListAdminEventsRequest,
  response: ZListAdminEventsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const get = defineCall({
  path: 'admin/events/get',
  body: ZGetAdminEventRequest,
  response: ZAdminEventResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const create = defineCall({
  path: 'admin/events/create',
  body: ZCreateAdminEventRequest,
  response: ZAdminEventResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const update = defineCall({
  path: 'admin/events/update',
  body: ZUpdateAdminEventRequest,
  response: ZAdminEventResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const duplicate = defineCall({
  path: 'admin/events/duplicate',
  body: ZGetAdminEventRequest,
  response: ZAdminEventResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const publish = defineCall({
  path: 'admin/events/publish',
  body: ZGetAdminEventRequest,
  response: ZAdminEventResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const unpublish = defineCall({
  path: 'admin/events/unpublish',
  body: ZGetAdminEventRequest,
  response: ZAdminEventResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const searchFilms = defineCall({
  path: 'admin/events/films/search',
  body: ZSearchEventFilmsRequest,
  response: ZSearchEventFilmsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const uploadThumbnail = defineCall({
  path: 'admin/events/thumbnail/upload',
  body: ZUploadEventThumbnailRequest,
  response: ZUploadEventThumbnailResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});
