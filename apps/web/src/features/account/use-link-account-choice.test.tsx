import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, setSession } from '../../api/session-store';
import { consumerFixture } from '../../test/consumer-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { useLinkAccountChoice } from './use-link-account-choice';

const api = fakeApiForEachTest(() => ({ 'consumer/isRegistered': { data: { is_registered: true } } }));
const signIn = () =>
  setSession({ key: 'key-0', secret: 'secret-0', consumer: consumerFixture(), access_link: null });
const isRegisteredAsked = () => api.requests.filter((request) => request.path === 'consumer/isRegistered');

describe('useLinkAccountChoice', () => {
  it('asks consumer/isRegistered for a stored session, and asks the viewer when it is still live', async () => {
    signIn();
    const { result } = renderHook(() => useLinkAccountChoice());
    await waitFor(() => expect(isRegisteredAsked()).toHaveLength(1));
    expect(result.current).toMatchObject({ signedIn: true, asking: true, name: 'Alex Morgan' });
    expect(getSession()?.key).toBe('key-0');
  });

  it('forgets a session that ended elsewhere: nothing to choose, the link goes on as for a visitor', async () => {
    signIn();
    api.answers['consumer/isRegistered'] = { data: { is_registered: false } };
    const { result } = renderHook(() => useLinkAccountChoice());
    await waitFor(() => expect(result.current.asking).toBe(false));
    expect(result.current.signedIn).toBe(false);
    expect(getSession()).toBeNull();
  });

  it('keeps the session and the question when the check cannot be answered', async () => {
    signIn();
    api.answers['consumer/isRegistered'] = { error: { code: 500, message: 'Down' }, status: 500 };
    const { result } = renderHook(() => useLinkAccountChoice());
    await waitFor(() => expect(isRegisteredAsked()).toHaveLength(1));
    expect(result.current).toMatchObject({ signedIn: true, asking: true });
    expect(getSession()?.key).toBe('key-0');
  });

  it('asks nothing of the server for a visitor', () => {
    renderHook(() => useLinkAccountChoice());
    expect(isRegisteredAsked()).toEqual([]);
  });
});
