import type { Streams, WatchScreener } from '@screener/contracts/watch';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { watchScreener } from '../../../test/watch-screener-fixture';
import { INITIAL_SCREENER_ROOM, type ScreenerRoom } from '../screener-room';
import { RoomUpdates } from './room-updates';

const room = vi.hoisted(() => ({ current: null as ScreenerRoom | null }));
vi.mock('../use-screener-room', () => ({
  useScreenerRoom: () => ({ socket: null, room: room.current }),
}));

const KEY = ['watch', 7];
const LIVE: Streams = { vimeo_live: { active: true, force: true, content: {} } };

function renderWith(joined: Partial<ScreenerRoom>) {
  room.current = { ...INITIAL_SCREENER_ROOM, ...joined };
  const queryClient = new QueryClient();
  const cached = watchScreener();
  queryClient.setQueryData(KEY, cached);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RoomUpdates screenerId={7} screenerKey={KEY} preview={false} />
    </QueryClientProvider>,
  );
  return { cached, read: () => queryClient.getQueryData<WatchScreener>(KEY), view };
}

describe('the room’s updates to the watched event', () => {
  it('takes the streams a join answers with: a change made before the page was in the room', () => {
    const { read } = renderWith({ status: 'joined', joins: 1, streams: LIVE });
    expect(read()?.streams).toEqual(LIVE);
  });

  it('keeps the cached event as it is when the join’s streams are the same', () => {
    const same = watchScreener().streams;
    const { cached, read } = renderWith({ status: 'joined', joins: 1, streams: same });
    expect(read()).toBe(cached);
  });

  it('changes nothing before the first join is answered', () => {
    const { cached, read } = renderWith({ status: 'connecting' });
    expect(read()).toBe(cached);
  });
});
