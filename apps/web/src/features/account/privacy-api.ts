import * as privacyCalls from '@screener/contracts/calls/privacy';
import type { DeleteAccountRequest } from '@screener/contracts/privacy';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';
import { callFile, saveFile } from '../../api/file-request';

/** The viewer's copy of their personal data on this site, saved as a JSON file. */
export function useDownloadPersonalData() {
  return useMutation({
    mutationFn: async () =>
      saveFile(
        await callFile(privacyCalls.exportPersonalData, {}, 'application/json', {}),
        'personal-data.json',
      ),
  });
}

/** Deletes the viewer's account, proven by the password or a mailed code. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) => call(privacyCalls.deleteAccount, body),
  });
}
