import { APP_VERSION } from '@screener/contracts/api';
import { LIVE_CHAT_MAX_LENGTH, LIVE_CHAT_PAGE_SIZE, WATCH_SOCKET } from '@screener/contracts/watch';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../api/session-store';
import { i18n } from '../../../i18n/i18n';
import { consumerFixture } from '../../../test/consumer-fixture';
import { FakeSocket, type SocketRequest } from '../../../test/fake-socket';
import { LIVE_COUNTER_BEAT_MS, LiveViewerCount } from '../live-counter';
import { LiveChatPanel } from './live-chat-panel';

const socket = vi.hoisted(() => ({ current: null as FakeSocket | null }));
vi.mock('socket.io-client', () => ({ io: () => socket.current }));

const SCREENER = 12;
const OWN = 'own-uuid';
const message = (key: number, uuid: string | null = 'guest-uuid', content = `message ${key}`) => ({
  key,
  user: { uuid, name: uuid === OWN ? 'Alex' : uuid === null ? null : 'Ana' },
  content,
  date: '2026-06-01 12:00:00',
});

let fake: FakeSocket;
let joinPage: ReturnType<typeof message>[];
let nextKey: number;

function answer({ event, body }: SocketRequest): unknown {
  if (event === WATCH_SOCKET.join) return { ok: true, messages: joinPage, count: 2, streams: {} };
  if (event === WATCH_SOCKET.chatSend) {
    const { content } = body as { content: string };
    return { ok: true, message: message(nextKey++, OWN, content) };
  }
  if (event === WATCH_SOCKET.chatMore) return { ok: true, messages: [message(1), message(2)] };
  return { ok: true };
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  fake = new FakeSocket();
  fake.answer = answer;
  socket.current = fake;
  joinPage = [];
  nextKey = 100;
  setSession({
    key: 'k',
    secret: 's',
    consumer: consumerFixture({ id: 1, uuid: OWN, name: 'Alex', email: 'viewer@festival.localhost' }),
  });
});
afterEach(() => {
  cleanup();
  clearSession();
});

const log = () => screen.getByRole('log', { name: 'Live chat' });
const input = () => screen.getByRole('textbox', { name: 'Message' });

describe('the live chat panel', () => {
  it('shows the newest messages with their authors, and the viewer’s own as theirs', async () => {
    joinPage = [message(3, 'ana-uuid', 'Hello from Bergen'), message(4, OWN, 'Hi all')];
    render(<LiveChatPanel screenerId={SCREENER} />);
    expect(await within(log()).findByText('Hello from Bergen')).toBeTruthy();
    expect(within(log()).getByText('Ana')).toBeTruthy();
    expect(within(log()).getByText('You')).toBeTruthy();
    expect(within(log()).queryByText('Alex')).toBeNull();
    expect(fake.requestsOf(WATCH_SOCKET.join)).toEqual([{ screener_id: SCREENER }]);
  });

  it('says when nobody has written yet', async () => {
    render(<LiveChatPanel screenerId={SCREENER} />);
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
  });

  it('sends with Enter, empties the box and shows the message once, though it also comes back from the room', async () => {
    render(<LiveChatPanel screenerId={SCREENER} />);
    await screen.findByText('No messages yet. Say hello!');
    fireEvent.change(input(), { target: { value: '  Great film!  ' } });
    await act(async () => {
      fireEvent.keyDown(input(), { key: 'Enter' });
    });
    expect(fake.requestsOf(WATCH_SOCKET.chatSend)).toEqual([
      { screener_id: SCREENER, content: 'Great film!' },
    ]);
    expect((input() as HTMLTextAreaElement).value).toBe('');
    act(() =>
      fake.push({
        type: 'live-chat.message',
        screener_id: SCREENER,
        message: message(100, OWN, 'Great film!'),
      }),
    );
    expect(within(log()).getAllByText('Great film!')).toHaveLength(1);
  });

  it('sends nothing empty, and nothing over the limit, which it explains', async () => {
    render(<LiveChatPanel screenerId={SCREENER} />);
    await screen.findByText('No messages yet. Say hello!');
    fireEvent.change(input(), { target: { value: '   ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    fireEvent.change(input(), { target: { value: 'x'.repeat(LIVE_CHAT_MAX_LENGTH + 1) } });
    expect(screen.getByText(`It can not be longer than ${LIVE_CHAT_MAX_LENGTH}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(fake.requestsOf(WATCH_SOCKET.chatSend)).toEqual([]);
  });

  it('shows a refused message in the viewer’s language and keeps the text', async () => {
    render(<LiveChatPanel screenerId={SCREENER} />);
    await screen.findByText('No messages yet. Say hello!');
    fake.answer = (request) =>
      request.event === WATCH_SOCKET.chatSend
        ? { ok: false, error: { code: 1030, message: 'ignored' } }
        : answer(request);
    fireEvent.change(input(), { target: { value: 'Hello' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(screen.getByText(/enrolled/i)).toBeTruthy();
    expect((input() as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('says when the connection is lost, stops sending, and catches up when it is back', async () => {
    joinPage = [message(3)];
    render(<LiveChatPanel screenerId={SCREENER} />);
    await within(log()).findByText('message 3');
    act(() => fake.drop());
    expect(screen.getByText('Connection lost. Reconnecting…')).toBeTruthy();
    expect(input().hasAttribute('disabled')).toBe(true);
    joinPage = [message(3), message(4)];
    await act(async () => fake.restore());
    expect(await within(log()).findByText('message 4')).toBeTruthy();
    expect(screen.queryByText('Connection lost. Reconnecting…')).toBeNull();
    expect(input().hasAttribute('disabled')).toBe(false);
  });

  it('loads the 20 before the oldest when the chat is at its top, and puts them first', async () => {
    joinPage = Array.from({ length: LIVE_CHAT_PAGE_SIZE }, (_, index) => message(index + 3));
    render(<LiveChatPanel screenerId={SCREENER} />);
    // jsdom lays nothing out: the chat has no height, so it is at its top and not scrollable.
    expect(await within(log()).findByText('message 1')).toBeTruthy();
    expect(fake.requestsOf(WATCH_SOCKET.chatMore)).toEqual([{ screener_id: SCREENER, before: 3 }]);
    const texts = within(log())
      .getAllByText(/^message \d+$/)
      .map((node) => node.textContent);
    expect(texts.slice(0, 3)).toEqual(['message 1', 'message 2', 'message 3']);
    expect(screen.getByText('Start of the chat')).toBeTruthy();
  });
});

describe('the live viewer count', () => {
  it('shares the room with the chat and follows the room’s counter', async () => {
    render(
      <>
        <LiveViewerCount screenerId={SCREENER} />
        <LiveChatPanel screenerId={SCREENER} />
      </>,
    );
    expect(await screen.findByText('Watching now: 2')).toBeTruthy();
    act(() => fake.push({ type: 'live.counter', screener_id: SCREENER, count: 5 }));
    expect(screen.getByText('Watching now: 5')).toBeTruthy();
    expect(fake.requestsOf(WATCH_SOCKET.join)).toHaveLength(1);
  });

  it('without the room’s connection beats update/live_counter every 10 s (the first after 10 s) and shows its count, until the room is back', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const beats: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).endsWith('/api/update/live_counter'))
          throw new Error(`unexpected ${String(input)}`);
        beats.push(JSON.parse(String(init?.body)));
        const data = { screener_id: SCREENER, count: 6 + beats.length };
        return new Response(JSON.stringify({ data, error: null, version: APP_VERSION }), { status: 200 });
      }),
    );
    try {
      render(<LiveViewerCount screenerId={SCREENER} />);
      expect(await screen.findByText('Watching now: 2')).toBeTruthy();
      expect(beats).toEqual([]);

      act(() => fake.drop());
      expect(beats).toEqual([]);
      await act(async () => vi.advanceTimersByTime(LIVE_COUNTER_BEAT_MS));
      expect(await screen.findByText('Watching now: 7')).toBeTruthy();
      expect(beats).toEqual([{ screener_id: SCREENER }]);
      await act(async () => vi.advanceTimersByTime(LIVE_COUNTER_BEAT_MS));
      expect(await screen.findByText('Watching now: 8')).toBeTruthy();

      await act(async () => fake.restore());
      expect(await screen.findByText('Watching now: 2')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(LIVE_COUNTER_BEAT_MS * 3));
      expect(beats).toHaveLength(2);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
