import { APP_VERSION } from '@screener/contracts/api';
import { STREAM_COOKIE_RENEW_MS } from '@screener/contracts/watch';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/api-errors';
import { setSession } from '../../api/session-store';
import { type StreamCookieHeadStart, useStreamCookieRenewal } from './use-stream-cookie-renewal';

const envelope = (data: unknown, error: { code: number; message: string } | null = null) =>
  new Response(JSON.stringify({ data, error, version: APP_VERSION }), {
    status: error ? 403 : 200,
    headers: { 'content-type': 'application/json' },
  });

let answers: Response[];
const fetchMock = vi.fn(async () => answers.shift() ?? envelope({ screener_id: 12, window_ends_at: null }));
const requestedUrls = () => fetchMock.mock.calls.map((call) => String((call as unknown[])[0]));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  answers = [];
  setSession({ key: 'k'.repeat(32), secret: 's'.repeat(32), consumer: null, access_link: null });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useStreamCookieRenewal', () => {
  it('sets the cookie with the signed header of the event, then again every half lifetime', async () => {
    answers = [envelope({ screener_id: 12, window_ends_at: '2026-06-01 13:00:00' })];
    const { result } = renderHook(() => useStreamCookieRenewal(12, { preview: true }));
    await vi.waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', windowEndsAt: '2026-06-01 13:00:00' }),
    );
    const [first = ''] = requestedUrls();
    expect(first).toMatch(/^\/stream\/setCookie\/.+\?preview=1$/);
    const header = JSON.parse(
      decodeURIComponent(first.slice('/stream/setCookie/'.length, -'?preview=1'.length)),
    );
    expect(header).toMatchObject({ key: 'k'.repeat(32), screener_id: 12 });
    expect(header.hash).toMatch(/^[0-9a-f]{64}$/);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(STREAM_COOKIE_RENEW_MS));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(STREAM_COOKIE_RENEW_MS));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reports the watch rule’s refusal and stops renewing once unmounted', async () => {
    answers = [envelope(null, { code: 4002, message: 'event ended' })];
    const { result, unmount } = renderHook(() => useStreamCookieRenewal(12));
    await vi.waitFor(() => expect(result.current.status).toBe('error'));
    const state = result.current;
    expect(state.status === 'error' && state.error instanceof ApiRequestError && state.error.code).toBe(4002);
    expect(requestedUrls()[0]).not.toContain('preview');
    unmount();
    await act(async () => vi.advanceTimersByTime(STREAM_COOKIE_RENEW_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes a cookie granted ahead of its turn without asking again, then renews as usual', async () => {
    const headStart: StreamCookieHeadStart = Promise.resolve({
      screener_id: 12,
      window_ends_at: '2026-06-01 13:00:00',
      answeredAt: Date.now(),
    });
    const { result } = renderHook(() => useStreamCookieRenewal(12, { headStart }));
    await vi.waitFor(() =>
      expect(result.current).toEqual({ status: 'ready', windowEndsAt: '2026-06-01 13:00:00' }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(STREAM_COOKIE_RENEW_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again in its turn when the cookie asked ahead was refused, failed or is too old to last', async () => {
    const refused: StreamCookieHeadStart = Promise.resolve(null);
    const failed: StreamCookieHeadStart = Promise.reject(new Error('connection dropped'));
    failed.catch(() => undefined);
    const stale: StreamCookieHeadStart = Promise.resolve({
      screener_id: 12,
      window_ends_at: null,
      answeredAt: Date.now() - STREAM_COOKIE_RENEW_MS / 2,
    });
    for (const headStart of [refused, failed, stale]) {
      fetchMock.mockClear();
      answers = [envelope({ screener_id: 12, window_ends_at: '2026-06-01 14:00:00' })];
      const { result, unmount } = renderHook(() => useStreamCookieRenewal(12, { headStart }));
      await vi.waitFor(() =>
        expect(result.current).toEqual({ status: 'ready', windowEndsAt: '2026-06-01 14:00:00' }),
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
      unmount();
    }
  });

  it('waits without a request while the event is not known', () => {
    const { result } = renderHook(() => useStreamCookieRenewal(null));
    expect(result.current).toEqual({ status: 'pending' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
