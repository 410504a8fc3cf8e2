import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

type RequestContext = { requestId: string };

const storage = new AsyncLocalStorage<RequestContext>();

/** A request id a balancer in front may send (nginx's `$request_id`, a trace id): short and plain. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The id of a request: the one the balancer sent when it is plain, else a new one. */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string {
  const forwarded = headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

/** Runs `fn` as the work of request `requestId`: mail it sends and jobs it queues carry the id. */
export function runInRequest<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** The id of the request whose work is running now, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
