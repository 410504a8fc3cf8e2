import { SERVER_EVENT, type ServerEvent } from '@screener/contracts/realtime';
import type { Socket } from 'socket.io-client';

type Listener = (...args: never[]) => void;
export type SocketRequest = { event: string; body: unknown };

/**
 * Stands in for a Socket.IO client connection in web tests: it records each acknowledged request,
 * answers it with `answer` (a thrown error is a request that timed out), and lets a test push
 * server events and drop or restore the connection.
 */
export class FakeSocket {
  connected = true;
  readonly requests: SocketRequest[] = [];
  answer: (request: SocketRequest) => unknown | Promise<unknown> = () => ({ ok: true });
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: async (event: string, body: unknown): Promise<unknown> => {
        const request = { event, body };
        this.requests.push(request);
        return this.answer(request);
      },
    };
  }

  disconnect(): this {
    this.connected = false;
    return this;
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  /** What the server pushes to the rooms this connection is in. */
  push(event: ServerEvent): void {
    this.fire(SERVER_EVENT, event);
  }

  drop(): void {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  restore(): void {
    this.connected = true;
    this.fire('connect');
  }

  requestsOf(event: string): unknown[] {
    return this.requests.filter((request) => request.event === event).map((request) => request.body);
  }

  asSocket(): Socket {
    return this as unknown as Socket;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])])
      (listener as (...a: unknown[]) => void)(...args);
  }
}
