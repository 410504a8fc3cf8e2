import { createHash } from 'node:crypto';
import { APP_VERSION, BUILD_MODE } from '@screener/contracts/api';
import { ZAuthorizationHeader } from '@screener/contracts/auth-header';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, UnknownApiResponseError } from './api-errors';
import { apiRequest, buildAuthorizationHeader, versionReloadUrl } from './client';
import { clearSession, setSession } from './session-store';

const NOW_MS = Date.UTC(2025, 0, 2, 3, 4, 5, 678);
const NOW_SECONDS = Math.floor(NOW_MS / 1000);

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('buildAuthorizationHeader', () => {
  it('signs with sha256(key + secret + timestamp) where the timestamp is 1 followed by Unix seconds', () => {
    const header = buildAuthorizationHeader({
      key: 'session-key',
      secret: 'session-secret',
      nowMs: NOW_MS,
      language: 'he',
      screenerId: 42,
    });
    const timestamp = `1${NOW_SECONDS}`;
    expect(header).toEqual({
      key: 'session-key',
      timestamp,
      hash: createHash('sha256').update(`session-keysession-secret${timestamp}`).digest('hex'),
      version: APP_VERSION,
      build_mode: BUILD_MODE,
      language: 'he',
      screener_id: 42,
    });
    // What the server parses must accept what the client sends.
    expect(ZAuthorizationHeader.parse(header)).toEqual(header);
  });

  it('sends an empty key and hash for a guest', () => {
    const header = buildAuthorizationHeader({
      key: '',
      secret: '',
      nowMs: NOW_MS,
      language: 'en',
      screenerId: null,
    });
    expect(header.key).toBe('');
    expect(header.hash).toBe('');
    expect(header.timestamp).toBe(`1${NOW_SECONDS}`);
    expect(ZAuthorizationHeader.safeParse(header).success).toBe(true);
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const ZPing = z.object({ pong: z.boolean() });

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers({ now: NOW_MS, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
    clearSession();
  });

  it('POSTs JSON to /api/<path> with the signed header of the stored session and returns data', async () => {
    setSession({ key: 'k1', secret: 's1' });
    fetchMock.mockResolvedValue(jsonResponse({ data: { pong: true }, error: null, version: APP_VERSION }));

    await expect(apiRequest('guest/ping', { a: 1 }, ZPing, { screenerId: 7 })).resolves.toEqual({
      pong: true,
    });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/guest/ping');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    const authorization = ZAuthorizationHeader.parse(JSON.parse(headers.get('Authorization') ?? ''));
    expect(authorization.key).toBe('k1');
    expect(authorization.timestamp).toBe(`1${NOW_SECONDS}`);
    expect(authorization.hash).toBe(
      createHash('sha256').update(`k1s1${authorization.timestamp}`).digest('hex'),
    );
    expect(authorization.screener_id).toBe(7);
  });

  it('throws ApiRequestError with the code, message and details of an error envelope, whatever the status', async () => {
    const error = {
      code: 400,
      message: 'The given data was invalid.',
      details: { fields: { email: ['invalid'] } },
    };
    fetchMock.mockResolvedValue(jsonResponse({ data: null, error, version: APP_VERSION }, 400));

    const thrown = await apiRequest('consumer/login', {}, ZPing).catch((caught: unknown) => caught);

    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect(thrown).toMatchObject({ code: 400, status: 400, message: error.message, details: error.details });
  });

  it('reads an error envelope sent with HTTP 200 too', async () => {
    const error = { code: 404, message: 'Page not found' };
    fetchMock.mockResolvedValue(jsonResponse({ data: null, error, version: APP_VERSION }));
    await expect(apiRequest('guest/company/get', {}, ZPing)).rejects.toMatchObject({
      code: 404,
      status: 200,
    });
  });

  it('throws "Unknown API response" for an answer that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const thrown = await apiRequest('page/list', {}, ZPing).catch((caught: unknown) => caught);
    expect(thrown).toBeInstanceOf(UnknownApiResponseError);
    expect(thrown).toMatchObject({ message: 'Unknown API response', status: 502 });
  });

  it('throws "Unknown API response" for JSON that is not the envelope or data of another shape', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }));
    await expect(apiRequest('page/list', {}, ZPing)).rejects.toBeInstanceOf(UnknownApiResponseError);

    fetchMock.mockResolvedValueOnce(
      jsonResponse({ data: { pong: 'yes' }, error: null, version: APP_VERSION }),
    );
    await expect(apiRequest('page/list', {}, ZPing)).rejects.toBeInstanceOf(UnknownApiResponseError);
  });
});

describe('versionReloadUrl', () => {
  const here = 'https://festival.example/screeners/12?allowEmbed=true';

  it('stays when the server runs this version', () => {
    expect(versionReloadUrl(APP_VERSION, true, here)).toBeNull();
  });

  it('stays in development builds', () => {
    expect(versionReloadUrl('2.0.0', false, here)).toBeNull();
  });

  it('reloads the same route with a version query in production', () => {
    const target = new URL(versionReloadUrl('2.0.0', true, here) ?? '');
    expect(target.pathname).toBe('/screeners/12');
    expect(target.searchParams.get('allowEmbed')).toBe('true');
    expect(target.searchParams.get('version')).toBe('2.0.0');
  });

  it('does not reload again for a version it already reloaded for', () => {
    expect(versionReloadUrl('2.0.0', true, `${here}&version=2.0.0`)).toBeNull();
  });
});
