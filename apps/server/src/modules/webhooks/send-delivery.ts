import { lookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, request } from 'undici';
import { addressAllowed } from '../../lib/public-address.ts';
import { endpointRefusal } from './endpoint-policy.ts';

/** What one try of a delivery came to. */
export type SendOutcome = { ok: boolean; statusCode: number | null; error: string | null };

export type DeliverySender = (input: {
  url: string;
  body: string;
  headers: Record<string, string>;
}) => Promise<SendOutcome>;

/** How much of an endpoint's answer is read (and then dropped): the status is what counts. */
const ANSWER_READ_LIMIT = 64 * 1024;

/**
 * Resolves as the system does, then refuses an address the policy forbids: checked when the
 * connection is made, so a name that resolved to a public address when saved and to a private
 * one now (DNS rebinding) is still refused.
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !addressAllowed(entry.address, allowLoopback));
      const first = addresses[0];
      if (refused || !first) {
        return callback(new Error(`refused address ${refused?.address ?? 'none'}`), '', 0);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * Sends deliveries over HTTP with undici: one timeout for the whole answer, redirects never
 * followed (a 3xx is a failed try, so an endpoint cannot point the server elsewhere), and only to
 * addresses the policy allows.
 */
export function createDeliverySender(options: { timeoutMs: number; allowLoopback: boolean }): DeliverySender {
  const agent = new Agent({
    connect: { lookup: guardedLookup(options.allowLoopback), timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  return async ({ url, body, headers }) => {
    try {
      // An address written in the URL is never looked up by the agent: judged here.
      const refusal = await endpointRefusal(url, options.allowLoopback);
      if (refusal) return { ok: false, statusCode: null, error: refusal };
      const answer = await request(url, {
        method: 'POST',
        dispatcher: agent,
        headers: { 'content-type': 'application/json', 'user-agent': 'Screener-Webhooks/1', ...headers },
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await readSome(answer.body);
      const ok = answer.statusCode >= 200 && answer.statusCode < 300;
      return { ok, statusCode: answer.statusCode, error: ok ? null : `HTTP ${answer.statusCode}` };
    } catch (error) {
      return { ok: false, statusCode: null, error: error instanceof Error ? error.message : String(error) };
    }
  };
}

async function readSome(body: AsyncIterable<Buffer> & { destroy(): unknown }): Promise<void> {
  let read = 0;
  for await (const chunk of body) {
    read += chunk.length;
    if (read > ANSWER_READ_LIMIT) {
      body.destroy();
      return;
    }
  }
}
