import { defineCall, defineFileCall } from '../call.ts';
import { ZDeleteAccountRequest, ZDeleteAccountResponse, ZExportPersonalDataRequest } from '../privacy.ts';

/** The signed-in viewer's personal data held by this company, as a JSON file. */
export const exportPersonalData = defineFileCall({
  path: 'consumer/personal-data/export',
  body: ZExportPersonalDataRequest,
  auth: 'consumer',
  tenant: 'host',
});

/** Deletes the signed-in viewer's account: their personal data erased, their sessions ended. */
export const deleteAccount = defineCall({
  path: 'consumer/account/delete',
  body: ZDeleteAccountRequest,
  response: ZDeleteAccountResponse,
  auth: 'consumer',
  tenant: 'host',
});
