import type { EventsPort } from '../ports/events.ts';

/** An events port that sends nothing, for tests that run a round without sockets; a test overrides what it watches. */
export function silentEvents(overrides: Partial<EventsPort> = {}): EventsPort {
  return {
    toConsumer: () => {},
    toScreener: () => {},
    toSeatChart: () => {},
    onSeatsChanged: () => {},
    endSessionConnections: () => {},
    toChatRoom: () => {},
    removeFromChatRoom: () => {},
    ...overrides,
  };
}
