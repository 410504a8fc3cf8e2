import { defineCall } from '../call.ts';
import {
  ZDenyShortCodeRequest,
  ZDenyShortCodeResponse,
  ZListDevicesRequest,
  ZListDevicesResponse,
  ZRemoveDeviceRequest,
  ZRemoveDeviceResponse,
  ZVerifyShortCodeRequest,
  ZVerifyShortCodeResponse,
} from '../devices.ts';

export const verifyShortCode = defineCall({
  path: 'verify_short_code',
  body: ZVerifyShortCodeRequest,
  response: ZVerifyShortCodeResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const deny = defineCall({
  path: 'devices/deny',
  body: ZDenyShortCodeRequest,
  response: ZDenyShortCodeResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const list = defineCall({
  path: 'devices/list',
  body: ZListDevicesRequest,
  response: ZListDevicesResponse,
  auth: 'consumer',
  tenant: 'host',
});

export const remove = defineCall({
  path: 'devices/remove',
  body: ZRemoveDeviceRequest,
  response: ZRemoveDeviceResponse,
  auth: 'consumer',
  tenant: 'host',
});
