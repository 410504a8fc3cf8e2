import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdRealtimeSocket } from './realtime-socket';

const io = vi.hoisted(() => vi.fn(() => ({ disconnect: () => undefined })));
vi.mock('socket.io-client', () => ({ io }));

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  setReadyState('complete');
  io.mockClear();
});

describe('the realtime connection', () => {
  it('opens only once the page has loaded, so its client does not share the line with the page’s own', async () => {
    setReadyState('loading');
    const hold = holdRealtimeSocket('waiting-session');
    await vi.dynamicImportSettled();
    expect(io).not.toHaveBeenCalled();
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await hold.socket;
    expect(io).toHaveBeenCalledTimes(1);
    hold.release();
  });

  it('opens at once on a page already loaded', async () => {
    const hold = holdRealtimeSocket('loaded-session');
    await hold.socket;
    expect(io).toHaveBeenCalledTimes(1);
    hold.release();
  });
});
