import { WATCH_SOCKET } from '@screener/contracts/watch';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { holdScreenerRoom, type ScreenerRoom } from './screener-room';

const joinAnswer = {
  ok: true,
  messages: [],
  count: 3,
  streams: { movie_stream: { active: true, force: false, content: {} } },
};
/** Lets queued joins and leaves run (they wait for the end of the task, then go one at a time). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const fake = new FakeSocket();
  fake.answer = ({ event }) => (event === WATCH_SOCKET.join ? joinAnswer : { ok: true });
  const states: ScreenerRoom[] = [];
  const hold = (screenerId: number, preview?: boolean) =>
    holdScreenerRoom(fake.asSocket(), screenerId, { preview, onChange: (room) => states.push(room) });
  const last = () => states[states.length - 1];
  return { fake, hold, last };
}

describe('holding an event’s room', () => {
  it('joins once for any number of holders and leaves when the last lets go', async () => {
    const { fake, hold, last } = setUp();
    const releaseChat = hold(5);
    const releaseCounter = hold(5);
    await settle();
    expect(fake.requestsOf(WATCH_SOCKET.join)).toEqual([{ screener_id: 5 }]);
    expect(last()).toMatchObject({ status: 'joined', joins: 1, count: 3, streams: joinAnswer.streams });

    releaseChat();
    await settle();
    expect(fake.requestsOf(WATCH_SOCKET.leave)).toEqual([]);
    releaseCounter();
    await settle();
    expect(fake.requestsOf(WATCH_SOCKET.leave)).toEqual([{ screener_id: 5 }]);
    expect(fake.listenerCount('connect')).toBe(0);
  });

  it('costs no leave and join when a holder lets go and takes it again at once', async () => {
    const { fake, hold } = setUp();
    hold(5)();
    hold(5);
    await settle();
    expect(fake.requests.map((request) => request.event)).toEqual([WATCH_SOCKET.join]);
  });

  it('leaves the old event before it joins the new one', async () => {
    const { fake, hold } = setUp();
    const release = hold(5);
    await settle();
    release();
    hold(6);
    await settle();
    expect(fake.requests).toEqual([
      { event: WATCH_SOCKET.join, body: { screener_id: 5 } },
      { event: WATCH_SOCKET.leave, body: { screener_id: 5 } },
      { event: WATCH_SOCKET.join, body: { screener_id: 6 } },
    ]);
  });

  it('joins again as a preview when a preview holder comes', async () => {
    const { fake, hold } = setUp();
    hold(5);
    await settle();
    hold(5, true);
    hold(5, true);
    await settle();
    expect(fake.requestsOf(WATCH_SOCKET.join)).toEqual([
      { screener_id: 5 },
      { screener_id: 5, preview: true },
    ]);
  });

  it('reports a refusal with its code', async () => {
    const { fake, hold, last } = setUp();
    fake.answer = () => ({ ok: false, error: { code: 1030, message: 'Not enrolled' } });
    hold(5);
    await settle();
    expect(last()).toMatchObject({ status: 'refused', refusal: { code: 1030 } });
  });
});

describe('the connection', () => {
  it('shows the room offline when it drops and joins again when it returns', async () => {
    const { fake, hold, last } = setUp();
    hold(5);
    await settle();
    fake.drop();
    expect(last()?.status).toBe('offline');
    fake.restore();
    await settle();
    expect(fake.requestsOf(WATCH_SOCKET.join)).toHaveLength(2);
    expect(last()).toMatchObject({ status: 'joined', joins: 2 });
  });

  it('waits for the connection before it joins', async () => {
    const { fake, hold, last } = setUp();
    fake.connected = false;
    hold(5);
    await settle();
    expect(fake.requests).toEqual([]);
    expect(last()?.status).toBe('offline');
    fake.restore();
    await settle();
    expect(last()?.status).toBe('joined');
  });

  it('asks again when a join gets no answer', async () => {
    const { fake, hold, last } = setUp();
    const answer = vi
      .fn()
      .mockRejectedValueOnce(new Error('operation has timed out'))
      .mockReturnValue(joinAnswer);
    fake.answer = answer;
    hold(5);
    await settle();
    await settle();
    expect(answer).toHaveBeenCalledTimes(2);
    expect(last()?.status).toBe('joined');
  });

  it('follows the live counter of the rooms held, not of others', async () => {
    const { fake, hold, last } = setUp();
    hold(5);
    await settle();
    fake.push({ type: 'live.counter', screener_id: 6, count: 40 });
    expect(last()?.count).toBe(3);
    fake.push({ type: 'live.counter', screener_id: 5, count: 4 });
    expect(last()?.count).toBe(4);
  });

  it('keeps a stream change pushed while its join was answered with the streams before it', async () => {
    const { fake, hold, last } = setUp();
    const changed = { media_stream: { active: true, force: true, content: {} } };
    let answerJoin: (answer: unknown) => void = () => {};
    fake.answer = () => new Promise((resolve) => (answerJoin = resolve));
    hold(5);
    await settle();
    // The server put the connection in the room, read the streams, then a change went out first.
    fake.push({ type: 'stream.changed', screener_id: 5, streams: changed });
    answerJoin(joinAnswer);
    await settle();
    expect(last()?.status).toBe('joined');
    expect(last()?.streams).toEqual(changed);
  });

  it('follows the stream changes of the rooms held, not of others', async () => {
    const { fake, hold, last } = setUp();
    const changed = { media_stream: { active: true, force: true, content: {} } };
    hold(5);
    await settle();
    fake.push({ type: 'stream.changed', screener_id: 6, streams: changed });
    expect(last()?.streams).toEqual(joinAnswer.streams);
    fake.push({ type: 'stream.changed', screener_id: 5, streams: changed });
    expect(last()?.streams).toEqual(changed);
  });
});
