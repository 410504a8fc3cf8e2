import { DEVICE_FLOW_PATHS, type DeviceTokenErrorBody } from '@screener/contracts/devices';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession } from '../../api/session-store';
import { useTvPairing } from './use-tv-pairing';

/** The site's answer to the pairing request, with or without the RFC's optional interval. */
let interval: number | undefined;
const pairing = () => ({
  device_code: 'device',
  user_code: 'ABC123',
  verification_uri: 'https://cinema.example/device',
  verification_uri_complete: 'https://cinema.example/device?code=ABC123',
  expires_in: 600,
  ...(interval === undefined ? {} : { interval }),
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The seconds from the pairing's start at which the TV polled. */
let polledAt: number[] = [];
let started = 0;
const answers: (
  | DeviceTokenErrorBody
  | { access_token: string; token_type: 'Bearer'; key: string; secret: string }
)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  started = Date.now();
  polledAt = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === DEVICE_FLOW_PATHS.deviceAuthorization) return json(pairing());
      polledAt.push((Date.now() - started) / 1000);
      const answer = answers.shift() ?? { error: 'authorization_pending' };
      // RFC 8628 answers the waiting with a 400, as the site does.
      return json(answer, 'access_token' in answer ? 200 : 400);
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  answers.length = 0;
  clearSession();
});

/** Lets `seconds` pass on the fake clock, running the polls due meanwhile. */
const pass = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

describe('the TV’s pairing', () => {
  it('polls no sooner than the interval the server asks, and five seconds slower after slow_down', async () => {
    interval = 7;
    answers.push(
      { error: 'authorization_pending' },
      { error: 'slow_down', interval: 9 },
      { error: 'authorization_pending' },
    );
    renderHook(() => useTvPairing());
    await pass(6);
    expect(polledAt).toEqual([]);
    await pass(1);
    expect(polledAt).toEqual([7]);
    await pass(7);
    // slow_down at 14 s: the server's 9 s is less than the RFC's 7 + 5, so 12 s from then.
    expect(polledAt).toEqual([7, 14]);
    await pass(11);
    expect(polledAt).toEqual([7, 14]);
    await pass(1);
    expect(polledAt).toEqual([7, 14, 26]);
    await pass(12);
    expect(polledAt).toEqual([7, 14, 26, 38]);
  });

  it('waits the RFC’s five seconds when the server names no interval, and signs in once paired', async () => {
    interval = undefined;
    answers.push({
      access_token: `${'k'.repeat(32)}.${'s'.repeat(32)}`,
      token_type: 'Bearer',
      key: 'k'.repeat(32),
      secret: 's'.repeat(32),
    });
    renderHook(() => useTvPairing());
    await pass(4);
    expect(polledAt).toEqual([]);
    await pass(1);
    expect(polledAt).toEqual([5]);
    expect(getSession()).toMatchObject({ key: 'k'.repeat(32), tv: true });
    await pass(30);
    expect(polledAt).toEqual([5]);
  });
});
