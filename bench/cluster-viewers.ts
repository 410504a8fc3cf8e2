/**
 * One worker thread of bench/cluster.bench.ts: holds its share of the simulated viewers. Each viewer
 * does what the watch page does while a film plays: asks for the stream cookie
 * (`GET /stream/setCookie/<auth>`), reads the master and the 720p playlists and the init segment,
 * then fetches one 2-second segment every 2 seconds (the demo film's segments in turn, as a long
 * film would), posts the analytics beat every 10 s, and holds a Socket.IO connection joined to the
 * event's room (the live counter and the live chat). Chat messages are sent when the main thread
 * asks, from the viewers in turn, and counted only once acknowledged.
 *
 * HTTP goes through one undici pool per worker (keep-alive); every address is on 127.0.0.0/8. A
 * Socket.IO connection leaves from its own loopback address (127.0.0.2 and up), so nginx's
 * address hash spreads them over the nodes as it would spread real viewers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { io as connect, type Socket } from 'socket.io-client';
import { Pool } from 'undici';
import { APP_VERSION, BUILD_MODE } from '../packages/contracts/src/api.ts';
import { headerTimestamp, signRequest } from '../packages/contracts/src/auth-header.ts';
import { SERVER_EVENT } from '../packages/contracts/src/realtime.ts';
import { WATCH_SOCKET } from '../packages/contracts/src/watch.ts';

export type ViewerSession = { consumerId: number; key: string; secret: string; index: number };
export type WorkerSetup = {
  /** http://127.0.0.1:<port> of the node or of the balancer. */
  origin: string;
  /** The Host header: the site's domain (with the port, as a browser sends it). */
  host: string;
  companyId: number;
  screenerId: number;
  filmId: number;
  /** The master playlist's path under `/media/<screener_id>/`. */
  masterPath: string;
  runTag: string;
  httpConnections: number;
  /** Socket.IO from 127.0.0.2.. (for nginx's address hash); else from 127.0.0.1. */
  spreadAddresses: boolean;
};

/** What the main thread asks. */
export type ToWorker = { id: number } & (
  | { type: 'add'; sessions: ViewerSession[]; perSecond: number }
  | { type: 'reset' }
  | { type: 'report' }
  | { type: 'chat'; perSecond: number; seconds: number }
  | { type: 'extra'; sessions: ViewerSession[]; enrollScreenerId: number; purchase: PurchaseSetup | null }
  | { type: 'stop' }
);
export type PurchaseSetup = { screenerId: number; pricingId: number; card: string };

export type KindStats = { latencies: number[]; ok: number; failed: number; errors: Record<string, number> };
export type WorkerReport = {
  viewers: number;
  joined: number;
  kinds: Record<string, KindStats>;
  /** Seconds from a socket's loss to its room joined again, one entry per loss. */
  socketRecoveries: number[];
  socketsDown: number;
  /** Seconds from a viewer's first failed media request to its next good one, one per gap. */
  mediaGaps: number[];
  /** Acknowledged writes, to count against the database at the end. */
  acked: { chatIds: number[]; beats: number; purchases: number[]; enrollments: number[] };
};

const setup = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('cluster-viewers runs as a worker thread');

const pool = new Pool(setup.origin, {
  connections: setup.httpConnections,
  keepAliveTimeout: 30_000,
  headersTimeout: 30_000,
  bodyTimeout: 30_000,
});
const SEGMENTS = 6;
const SEGMENT_MS = 2_000;
const BEAT_MS = 10_000;
const RENDITION = '720p';

let stopping = false;
const timers = new Set<NodeJS.Timeout>();
const later = (ms: number, run: () => void) => {
  const timer = setTimeout(() => {
    timers.delete(timer);
    if (!stopping) run();
  }, ms);
  timers.add(timer);
};

function emptyStats(): KindStats {
  return { latencies: [], ok: 0, failed: 0, errors: {} };
}
let kinds: Record<string, KindStats> = {};
const record = (kind: string, ms: number, failure: string | null) => {
  kinds[kind] ??= emptyStats();
  const stats = kinds[kind];
  if (failure === null) {
    stats.ok++;
    stats.latencies.push(ms);
  } else {
    stats.failed++;
    stats.errors[failure] = (stats.errors[failure] ?? 0) + 1;
  }
};
let socketRecoveries: number[] = [];
let mediaGaps: number[] = [];
const acked = { chatIds: [] as number[], beats: 0, purchases: [] as number[], enrollments: [] as number[] };

const authorization = (session: ViewerSession, screenerId: number | null) => {
  const timestamp = headerTimestamp(Date.now());
  return JSON.stringify({
    key: session.key,
    timestamp,
    hash: signRequest(session.key, session.secret, timestamp),
    version: APP_VERSION,
    build_mode: BUILD_MODE,
    language: 'en',
    screener_id: screenerId,
  });
};

type Answer = { status: number; ms: number; setCookie: string | null; text: string | null };
/** One request to the end of its body; network errors become status 0. */
async function call(
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
  keepText = false,
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await pool.request({
      method,
      path,
      headers: { host: setup.host, ...headers },
      ...(body === undefined ? {} : { body }),
    });
    let text: string | null = null;
    if (keepText) text = await response.body.text();
    else for await (const _chunk of response.body);
    const cookie = response.headers['set-cookie'];
    const first = Array.isArray(cookie) ? cookie[0] : cookie;
    return {
      status: response.statusCode,
      ms: performance.now() - started,
      setCookie: first ? (first.split(';')[0] ?? null) : null,
      text,
    };
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    return { status: 0, ms: performance.now() - started, setCookie: null, text: code };
  }
}

const failureOf = (answer: Answer, expected = 200) =>
  answer.status === expected ? null : answer.status === 0 ? (answer.text ?? 'error') : String(answer.status);

type Viewer = {
  session: ViewerSession;
  cookie: string | null;
  segment: number;
  socket: Socket | null;
  joined: boolean;
  lostAt: number | null;
  failingSince: number | null;
};
const viewers: Viewer[] = [];

/** Media requests of one viewer; a failure is retried on the next tick, as hls.js retries. */
async function media(viewer: Viewer, kind: string, path: string): Promise<boolean> {
  if (!viewer.cookie) {
    const cookie = await call(
      'GET',
      `/stream/setCookie/${encodeURIComponent(authorization(viewer.session, setup.screenerId))}`,
      {},
    );
    record('setCookie', cookie.ms, failureOf(cookie));
    if (cookie.status !== 200 || !cookie.setCookie) return false;
    viewer.cookie = cookie.setCookie;
  }
  const answer = await call('GET', `/media/${setup.screenerId}/${path}`, { cookie: viewer.cookie });
  record(kind, answer.ms, failureOf(answer));
  if (answer.setCookie) viewer.cookie = answer.setCookie;
  // A refused cookie (a new node secret, an expiry) is asked for again on the next tick.
  if (answer.status === 403) viewer.cookie = null;
  return answer.status === 200;
}

/** The watch page's first call: the event with what it plays, once the watch rule lets the viewer in. */
async function enforce(viewer: Viewer): Promise<boolean> {
  const answer = await call(
    'POST',
    `/api/guest/company/${setup.companyId}/screenings/getAndEnforce`,
    { authorization: authorization(viewer.session, null), 'content-type': 'application/json' },
    JSON.stringify({ id: setup.screenerId }),
  );
  record('getAndEnforce', answer.ms, failureOf(answer));
  return answer.status === 200;
}

const folder = setup.masterPath.slice(0, setup.masterPath.lastIndexOf('/') + 1);
function play(viewer: Viewer, started: boolean): void {
  const tick = async () => {
    const at = performance.now();
    let ok: boolean;
    if (!started) {
      ok =
        (await enforce(viewer)) &&
        (await media(viewer, 'playlist', setup.masterPath)) &&
        (await media(viewer, 'playlist', `${folder}${RENDITION}/index.m3u8`)) &&
        (await media(viewer, 'segment', `${folder}${RENDITION}/init_0.mp4`));
      if (ok) started = true;
    } else {
      const name = `segment_${String(viewer.segment % SEGMENTS).padStart(3, '0')}.m4s`;
      ok = await media(viewer, 'segment', `${folder}${RENDITION}/${name}`);
      if (ok) viewer.segment++;
    }
    const now = performance.now();
    if (!ok && viewer.failingSince === null) viewer.failingSince = at;
    if (ok && viewer.failingSince !== null) {
      mediaGaps.push((now - viewer.failingSince) / 1000);
      viewer.failingSince = null;
    }
    // Real-time pace: the next segment when this one has played; a failed one again in half a second.
    later(ok ? Math.max(0, SEGMENT_MS - (now - at)) : 500, () => void tick());
  };
  void tick();
}

function beat(viewer: Viewer): void {
  const send = async () => {
    const common = {
      userId: viewer.session.consumerId,
      watchSeconds: 10,
      sessionId: `${setup.runTag}-${viewer.session.index}`,
      countryCode: 'GB',
      frequency: 10,
      device: viewer.session.index % 3 === 0 ? 'mobile' : 'desktop',
      env: 'bench',
    };
    const answer = await call(
      'POST',
      '/api/analytics/track',
      {
        authorization: authorization(viewer.session, null),
        'content-type': 'application/json',
      },
      JSON.stringify([
        { ...common, entityType: 'event', entityId: setup.screenerId, playLength: 0 },
        {
          ...common,
          entityType: 'video',
          entityId: setup.filmId,
          screener_id: setup.screenerId,
          playLength: (viewer.segment * SEGMENT_MS) / 1000,
        },
      ]),
    );
    record('analytics', answer.ms, failureOf(answer));
    if (answer.status === 200) acked.beats++;
    later(BEAT_MS, () => void send());
  };
  later(Math.random() * BEAT_MS, () => void send());
}

let addressTurn = 0;
/** The viewer's realtime connection: joined to the room at each (re)connection. */
function openSocket(viewer: Viewer): Promise<void> {
  const localAddress = setup.spreadAddresses ? `127.0.0.${2 + (addressTurn++ % 250)}` : undefined;
  const socket = connect(setup.origin, {
    transports: ['websocket'],
    extraHeaders: { host: setup.host },
    auth: (send) => send({ authorization: authorization(viewer.session, null) }),
    reconnectionDelay: 250,
    reconnectionDelayMax: 1_000,
    timeout: 20_000,
    ...(localAddress ? { localAddress } : {}),
  });
  viewer.socket = socket;
  socket.on(SERVER_EVENT, () => undefined);
  socket.on('disconnect', () => {
    if (stopping) return;
    viewer.joined = false;
    viewer.lostAt ??= performance.now();
  });
  return new Promise((resolve) => {
    // Resolves at the first join's answer, at a refusal with no retry, or after 30 s at most.
    let first = true;
    const settle = () => {
      if (!first) return;
      first = false;
      clearTimeout(bound);
      resolve();
    };
    const bound = setTimeout(() => {
      record('join', 30_000, 'not joined within 30 s');
      settle();
    }, 30_000);
    socket.on('connect', () => {
      const started = performance.now();
      socket
        .timeout(20_000)
        .emitWithAck(WATCH_SOCKET.join, { screener_id: setup.screenerId })
        .then((reply: { ok: boolean; error?: { code: number } }) => {
          record('join', performance.now() - started, reply.ok ? null : `refused ${reply.error?.code}`);
          viewer.joined = reply.ok;
          if (reply.ok && viewer.lostAt !== null) {
            socketRecoveries.push((performance.now() - viewer.lostAt) / 1000);
            viewer.lostAt = null;
          }
        })
        .catch(() => record('join', performance.now() - started, 'timeout'))
        .finally(settle);
    });
    socket.on('connect_error', () => {
      if (first && !socket.active) {
        record('join', 0, 'connect_error');
        settle();
      }
    });
  });
}

async function add(sessions: ViewerSession[], perSecond: number): Promise<void> {
  const gap = 1000 / Math.max(1, perSecond);
  const started = performance.now();
  const opening: Promise<void>[] = [];
  for (const [turn, session] of sessions.entries()) {
    if (stopping) break;
    const wait = started + turn * gap - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const viewer: Viewer = {
      session,
      cookie: null,
      segment: session.index % SEGMENTS,
      socket: null,
      joined: false,
      lostAt: null,
      failingSince: null,
    };
    viewers.push(viewer);
    play(viewer, false);
    beat(viewer);
    opening.push(openSocket(viewer));
  }
  await Promise.all(opening);
}

let chatTurn = 0;
let chatSequence = 0;
async function chat(perSecond: number, seconds: number): Promise<void> {
  const gap = 1000 / perSecond;
  const started = performance.now();
  const sending: Promise<void>[] = [];
  for (let index = 0; performance.now() - started < seconds * 1000 && !stopping; index++) {
    const wait = started + index * gap - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    // The next viewer in turn whose socket is in the room; a message is never sent into a gap.
    const ready = viewers.filter((viewer) => viewer.joined);
    const viewer = ready[chatTurn++ % Math.max(1, ready.length)];
    if (!viewer?.socket) {
      record('chat', 0, 'no joined viewer');
      continue;
    }
    const sentAt = performance.now();
    sending.push(
      viewer.socket
        .timeout(10_000)
        .emitWithAck(WATCH_SOCKET.chatSend, {
          screener_id: setup.screenerId,
          content: `${setup.runTag} chat ${chatSequence++}`,
        })
        .then((reply: { ok: boolean; message?: { key: number }; error?: { code: number } }) => {
          record('chat', performance.now() - sentAt, reply.ok ? null : `refused ${reply.error?.code}`);
          if (reply.ok && reply.message) acked.chatIds.push(reply.message.key);
        })
        .catch(() => record('chat', performance.now() - sentAt, 'no acknowledgement')),
    );
  }
  await Promise.all(sending);
}

/** Enrolments and sandbox purchases of the kill run, one viewer after another, each told its outcome. */
async function extra(
  sessions: ViewerSession[],
  enrollScreenerId: number,
  purchase: PurchaseSetup | null,
): Promise<void> {
  for (const session of sessions) {
    if (stopping) return;
    const headers = {
      authorization: authorization(session, null),
      'content-type': 'application/json',
    };
    const enrolled = await call(
      'POST',
      '/api/enroll',
      headers,
      JSON.stringify({ screener_id: enrollScreenerId }),
    );
    record('enroll', enrolled.ms, failureOf(enrolled));
    if (enrolled.status === 200) acked.enrollments.push(session.consumerId);
    if (!purchase) continue;
    const bought = await call(
      'POST',
      '/api/purchase/screeningOrGroupTicket',
      { ...headers, authorization: authorization(session, null) },
      JSON.stringify({
        idempotency_key: `${setup.runTag}-buy-${session.index}`,
        pricing_id: purchase.pricingId,
        screener_id: purchase.screenerId,
        charge_type: 'sandbox',
        card_number: purchase.card,
        zip_code: '10001',
        address: '1 Bench Street',
      }),
      true,
    );
    let failure = failureOf(bought);
    if (bought.status === 200 && bought.text) {
      const body = JSON.parse(bought.text) as { data?: { purchase?: { id: number; status: number } } };
      const id = body.data?.purchase?.id;
      if (id) acked.purchases.push(id);
      else failure = 'no purchase in the answer';
    }
    record('purchase', bought.ms, failure);
  }
}

function report(): WorkerReport {
  return {
    viewers: viewers.length,
    joined: viewers.filter((viewer) => viewer.joined).length,
    kinds,
    socketRecoveries,
    socketsDown: viewers.filter((viewer) => viewer.lostAt !== null).length,
    mediaGaps,
    acked,
  };
}

port.on('message', async (command: ToWorker) => {
  if (command.type === 'add') {
    await add(command.sessions, command.perSecond);
    port.postMessage({ id: command.id, report: report() });
  } else if (command.type === 'reset') {
    kinds = {};
    socketRecoveries = [];
    mediaGaps = [];
    port.postMessage({ id: command.id, report: report() });
  } else if (command.type === 'report') {
    port.postMessage({ id: command.id, report: report() });
  } else if (command.type === 'chat') {
    await chat(command.perSecond, command.seconds);
    port.postMessage({ id: command.id, report: report() });
  } else if (command.type === 'extra') {
    await extra(command.sessions, command.enrollScreenerId, command.purchase);
    port.postMessage({ id: command.id, report: report() });
  } else if (command.type === 'stop') {
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    for (const viewer of viewers) viewer.socket?.disconnect();
    await pool.close().catch(() => undefined);
    port.postMessage({ id: command.id, report: report() });
  }
});
