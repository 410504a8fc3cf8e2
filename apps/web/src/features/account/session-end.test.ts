import { APP_VERSION } from '@screener/contracts/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '../../api/client';
import {
  clearSession,
  getSession,
  isAnonymousMode,
  onSessionExpired,
  setSession,
} from '../../api/session-store';
import { afterLoginPath } from './account-paths';
import { forgetOnArrival, leaveThenForget } from './leave-and-forget';
import { guestOnly, requireLogin } from './route-guards';

/** A refusal as the server sends it: HTTP 200, the code in the envelope. */
const errorResponse = (code: number) =>
  new Response(JSON.stringify({ data: null, error: { code, message: 'ended' }, version: APP_VERSION }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

describe('a session the server no longer accepts', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setSession({ key: 'k', secret: 's' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearSession();
    window.history.replaceState(null, '', '/');
  });

  it.each([419, 556])('%i logs out', async (code) => {
    fetchMock.mockResolvedValue(errorResponse(code));
    await expect(apiRequest('alive', {}, z.unknown())).rejects.toThrow('ended');
    expect(getSession()).toBeNull();
  });

  it('with a listener, leaves the clearing to it (it leaves the page first)', async () => {
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValue(errorResponse(556));
    await expect(apiRequest('alive', {}, z.unknown())).rejects.toThrow('ended');
    expect(expired).toHaveBeenCalledOnce();
    expect(getSession()?.key).toBe('k');
    stop();
  });

  it('419 on the verification page keeps the session', async () => {
    window.history.replaceState(null, '', '/verify/abc/1234');
    fetchMock.mockResolvedValue(errorResponse(419));
    await expect(apiRequest('consumer/verifyOTP', {}, z.unknown())).rejects.toThrow();
    expect(getSession()?.key).toBe('k');
  });

  it('other errors (552, 401) keep the session', async () => {
    for (const code of [552, 401]) {
      fetchMock.mockResolvedValue(errorResponse(code));
      await expect(apiRequest('alive', {}, z.unknown())).rejects.toThrow();
    }
    expect(getSession()?.key).toBe('k');
  });
});

describe('stored session', () => {
  afterEach(() => clearSession());

  it('keeps consumer, access link and app host, and knows anonymous mode', () => {
    setSession({ key: 'k', secret: 's', access_link: { type: 10, screener_id: 3 } });
    expect(getSession()).toMatchObject({ consumer: null, oauth_host: null, access_link: { type: 10 } });
    expect(isAnonymousMode(getSession())).toBe(true);
    setSession({ key: 'k', secret: 's' });
    expect(isAnonymousMode(getSession())).toBe(false);
  });
});

describe('route guards (spec part 2 §2.2)', () => {
  afterEach(() => clearSession());
  const args = (url: string) => ({ request: new Request(url) });

  it('sends a visitor of a non-public route to login with the full target as redirect', () => {
    let thrown: unknown;
    try {
      requireLogin(args('http://festival.localhost/oauth/login?redirect_url=https%3A%2F%2Fapp.test%2Fcb'));
    } catch (response) {
      thrown = response;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?redirect=%2Foauth%2Flogin%3Fredirect_url%3Dhttps%253A%252F%252Fapp.test%252Fcb',
    );
  });

  it('lets a signed-in viewer through, and sends them away from the login page', () => {
    setSession({ key: 'k', secret: 's' });
    expect(requireLogin(args('http://festival.localhost/user/profile'))).toBeNull();
    expect(() => guestOnly()).toThrow();
    expect(afterLoginPath(null)).toBe('/user/dashboard');
  });
});

describe('leaving before forgetting the session', () => {
  afterEach(() => clearSession());

  it('forgets the session only on arrival at the target page', () => {
    setSession({ key: 'k', secret: 's' });
    const navigate = vi.fn();
    const done = vi.fn();
    leaveThenForget(navigate, '/user/dashboard', '/', done);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getSession()?.key).toBe('k');
    forgetOnArrival('/user/dashboard');
    expect(getSession()?.key).toBe('k');
    forgetOnArrival('/');
    expect(getSession()).toBeNull();
    expect(done).toHaveBeenCalledOnce();
  });

  it('forgets at once when already there', () => {
    setSession({ key: 'k', secret: 's' });
    const navigate = vi.fn();
    leaveThenForget(navigate, '/', '/', () => {});
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });
});
