import { defineCall } from '../call.ts';
import {
  ZCreateFilmRequest,
  ZFilmResponse,
  ZGetFilmRequest,
  ZListFilmsRequest,
  ZListFilmsResponse,
  ZRemoveFilmMediaRequest,
  ZRemoveSubtitleRequest,
  ZRetryFilmMediaRequest,
  ZSaveSubtitleRequest,
  ZUpdateFilmRequest,
  ZUploadFilmPictureRequest,
} from '../films.ts';

export const list = defineCall({
  path: 'admin/films/list',
  body: ZListFilmsRequest,
  response: ZListFilmsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const get = defineCall({
  path: 'admin/films/get',
  body: ZGetFilmRequest,
  response: ZFilmResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const create = defineCall({
  path: 'admin/films/create',
  body: ZCreateFilmRequest,
  response: ZFilmResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const update = defineCall({
  path: 'admin/films/update',
  body: ZUpdateFilmRequest,
  response: ZFilmResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const retryMedia = defineCall({
  path: 'admin/films/media/retry',
  body: ZRetryFilmMediaRequest,
  response: ZFilmResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const removeMedia = defineCall({
  path: 'admin/films/media/remove',
  body: ZRemoveFilmMediaRequest,
  response: ZFilmResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const saveSubtitle = defineCall({
  path: 'admin/films/subtitles/save',
  body: ZSaveSubtitleRequest,
  response: ZFilmResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const removeSubtitle = defineCall({
  path: 'admin/films/subtitles/remove',
  body: ZRemoveSubtitleRequest,
  response: ZFilmResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const uploadPicture = defineCall({
  path: 'admin/films/picture/upload',
  body: ZUploadFilmPictureRequest,
  response: ZFilmResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});
