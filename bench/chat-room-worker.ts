/**
 * One worker of bench/chat-room.ts: holds its share of the members' connections, joins them to the
 * room, sends room messages when told, and records the delivery latency of every message each of
 * its connections receives (the sender's wall-clock moment travels in the text).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { io as connect, type Socket } from 'socket.io-client';
import { APP_VERSION, BUILD_MODE } from '../packages/contracts/src/api.ts';
import { headerTimestamp, signRequest } from '../packages/contracts/src/auth-header.ts';
import { CHAT_ROOM_SOCKET } from '../packages/contracts/src/chat-room.ts';
import { SERVER_EVENT } from '../packages/contracts/src/realtime.ts';
import type { BenchSession } from './watch-setup.ts';

const { target, host, sessions } = workerData as {
  target: { url: string; chatRoomId: number; signed: boolean };
  host: string;
  sessions: BenchSession[];
};
const port = parentPort;
if (!port) throw new Error('chat-room-worker runs as a worker thread');

const now = () => performance.timeOrigin + performance.now();
const authorization = (session: BenchSession) => {
  const timestamp = headerTimestamp(Date.now());
  return JSON.stringify({
    key: session.key,
    timestamp,
    hash: signRequest(session.key, session.secret, timestamp),
    version: APP_VERSION,
    build_mode: BUILD_MODE,
    language: 'en',
    screener_id: null,
  });
};

/** Members joining at once per worker: every join is told to the room and answers the member list. */
const JOIN_BATCH = Number(process.env.BENCH_JOIN_BATCH ?? 25);
const sockets: Socket[] = [];
let phase = '';
let sent = 0;
let failures = 0;
let deliveries = 0;
let latencies: number[] = [];
/** Deliveries per message of this worker still on the way (saturation phase). */
const pending = new Map<string, number>();
let onComplete: () => void = () => undefined;

const receive = (event: { type: string; message?: { text: string } }) => {
  if (event.type !== 'chat-room.message' || !event.message) return;
  const [tag, messagePhase, sentAt, origin] = event.message.text.split('|');
  if (tag !== 'bench' || messagePhase !== phase) return;
  latencies.push(now() - Number(sentAt));
  deliveries++;
  const left = pending.get(origin ?? '');
  if (left === undefined) return;
  if (left <= 1) {
    pending.delete(origin ?? '');
    onComplete();
  } else pending.set(origin ?? '', left - 1);
};

let turn = 0;
let sequence = 0;
const origin = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
/** Sends one room message from the next member in turn; answers its tag. */
function sendOne(): string {
  const socket = sockets[turn++ % sockets.length] as Socket;
  const tag = `${origin}-${sequence++}`;
  sent++;
  socket
    .timeout(30_000)
    .emitWithAck(CHAT_ROOM_SOCKET.send, {
      chat_room_id: target.chatRoomId,
      text: `bench|${phase}|${now()}|${tag}`,
    })
    .then((reply: { ok: boolean }) => {
      if (!reply.ok) {
        failures++;
        pending.delete(tag);
        onComplete();
      }
    })
    .catch(() => {
      failures++;
      pending.delete(tag);
      onComplete();
    });
  return tag;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

port.on(
  'message',
  async (command: { type: string; seconds: number; rate: number; window: number; messages: number }) => {
    if (command.type === 'connect') {
      const joinMs: number[] = [];
      for (let start = 0; start < sessions.length; start += JOIN_BATCH) {
        await Promise.all(
          sessions.slice(start, start + JOIN_BATCH).map(async (session) => {
            const socket = connect(target.url, {
              transports: ['websocket'],
              timeout: 120_000,
              extraHeaders: { host },
              auth: target.signed ? { authorization: authorization(session) } : {},
              reconnection: false,
            });
            sockets.push(socket);
            socket.on(SERVER_EVENT, receive);
            await new Promise<void>((resolve, reject) => {
              socket.once('connect', () => resolve());
              socket.once('connect_error', reject);
            });
            const started = now();
            const reply = (await socket
              .timeout(120_000)
              .emitWithAck(CHAT_ROOM_SOCKET.join, { chat_room_id: target.chatRoomId })) as { ok: boolean };
            if (!reply.ok) throw new Error(`join refused: ${JSON.stringify(reply)}`);
            joinMs.push(now() - started);
          }),
        );
      }
      port.postMessage({ type: 'ready', report: { joinMs } });
      return;
    }
    if (command.type === 'steady' || command.type === 'saturation') {
      phase = command.type;
      sent = 0;
      failures = 0;
      deliveries = 0;
      latencies = [];
      const until = now() + command.seconds * 1000;
      if (command.type === 'steady') {
        const interval = 1000 / command.rate;
        const start = now();
        for (let index = 0; now() < until; index++) {
          sendOne();
          await wait(Math.max(0, start + (index + 1) * interval - now()));
        }
      } else {
        await new Promise<void>((resolve) => {
          onComplete = () => {
            if (now() >= until) {
              if (pending.size === 0) resolve();
              return;
            }
            pending.set(sendOne(), sockets.length);
          };
          for (let index = 0; index < command.window; index++) pending.set(sendOne(), sockets.length);
        });
        onComplete = () => undefined;
      }
      port.postMessage({ type: 'done', report: { sent, failures, deliveries, latencies: [], joinMs: [] } });
      return;
    }
    if (command.type === 'report') {
      // Waits for what is still on the way: every connection gets every accepted message of all workers.
      const deadline = now() + 30_000;
      while (now() < deadline && deliveries < command.messages * sockets.length) await wait(100);
      port.postMessage({ type: 'report', report: { sent, failures, deliveries, latencies, joinMs: [] } });
    }
  },
);
