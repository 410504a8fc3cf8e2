import { createHash } from 'node:crypto';

/** A company's list at the mailing-list provider. */
export type MailingListAccount = { apiKey: string; listId: string };

export type MailingListPort = {
  /** Adds the address to the list, or leaves it subscribed when it is there already. */
  subscribe(account: MailingListAccount, email: string): Promise<void>;
};

export class MailingListError extends Error {
  override readonly name = 'MailingListError';
}

/** The data centre is the key's suffix after its last dash (`…-us6` is served by `us6`). */
export function dataCentreOf(apiKey: string): string | null {
  const match = /-([a-z]+[0-9]+)$/.exec(apiKey.trim());
  return match?.[1] ?? null;
}

/**
 * A Mailchimp-style members API: `PUT {base}/lists/{list}/members/{md5 of the lower-case address}`
 * with basic auth (any user name, the key as password). PUT makes a repeated sign-up harmless.
 * `apiUrl` names the data centre as `{dc}`, so tests can point it at a local stand-in.
 */
export function createHttpMailingList(options: {
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): MailingListPort {
  const fetchImpl = options.fetch ?? fetch;
  return {
    async subscribe(account, email) {
      const dataCentre = dataCentreOf(account.apiKey);
      if (!dataCentre) throw new MailingListError('The mailing-list key names no data centre');
      const address = email.trim().toLowerCase();
      const memberHash = createHash('md5').update(address).digest('hex');
      const base = options.apiUrl.replace('{dc}', dataCentre).replace(/\/$/, '');
      const url = `${base}/lists/${encodeURIComponent(account.listId)}/members/${memberHash}`;
      const response = await fetchImpl(url, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${Buffer.from(`screener:${account.apiKey}`).toString('base64')}`,
        },
        body: JSON.stringify({ email_address: address, status_if_new: 'subscribed' }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        throw new MailingListError(`The mailing-list provider answered ${response.status}`);
      }
    },
  };
}
