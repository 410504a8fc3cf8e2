import { APP_VERSION } from '@screener/contracts/api';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '../../api/session-store';
import { i18n } from '../../i18n/i18n';
import { dismissNotice, useNotice } from '../../ui/notifications';
import { useSessionAlive } from './use-session-alive';

const answer = (body: object) =>
  new Response(JSON.stringify({ ...body, version: APP_VERSION }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
const refusal = (code: number, message: string) => answer({ data: null, error: { code, message } });
const alive = () => answer({ data: { alive: true }, error: null });
const asked = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/alive')).length;
const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('alive', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T12:00:00Z') });
    vi.stubGlobal('fetch', fetchMock);
    setSession({ key: 'k', secret: 's' });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearSession();
  });

  it('is asked when a signed-in page opens, and again when it comes back after five minutes away', async () => {
    fetchMock.mockImplementation(async () => alive());
    renderHook(() => useSessionAlive(true));
    await waitFor(() => expect(asked(fetchMock)).toBe(1));
    setVisibility('hidden');
    vi.setSystemTime(new Date('2026-06-01T12:04:59Z'));
    setVisibility('visible');
    expect(asked(fetchMock)).toBe(1);
    setVisibility('hidden');
    vi.setSystemTime(new Date('2026-06-01T12:10:00Z'));
    setVisibility('visible');
    await waitFor(() => expect(asked(fetchMock)).toBe(2));
  });

  it('is not asked without a session, nor where it is turned off', () => {
    fetchMock.mockImplementation(async () => alive());
    renderHook(() => useSessionAlive(false));
    clearSession();
    renderHook(() => useSessionAlive(true));
    expect(asked(fetchMock)).toBe(0);
  });

  it('shows its error in the error bar', async () => {
    fetchMock.mockImplementation(async () => refusal(503, 'The service is briefly unavailable.'));
    const notice = renderHook(() => useNotice());
    renderHook(() => useSessionAlive(true));
    await waitFor(() =>
      expect(notice.result.current).toMatchObject({
        message: 'The service is briefly unavailable.',
        severity: 'error',
      }),
    );
    act(() => dismissNotice(notice.result.current?.id ?? 0));
  });

  it('ends an ended session without an error bar', async () => {
    fetchMock.mockImplementation(async () => refusal(556, 'Signed in elsewhere'));
    const notice = renderHook(() => useNotice());
    renderHook(() => useSessionAlive(true));
    await waitFor(() => expect(getSession()).toBeNull());
    expect(notice.result.current).toBeNull();
  });
});
