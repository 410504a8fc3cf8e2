/** An event whose places may have freed: a refund, a cancellation, an expired hold, more capacity. */
export type FreedPlace = { companyId: number; screenerId: number };

/**
 * The one way a module that frees places at an event says so, after its transaction committed,
 * without naming who listens (the waitlist offers them). `freed` resolves once every listener has
 * run; a listener's failure is the listener's to log and never undoes the freeing.
 */
export type PlacesPort = {
  freed(place: FreedPlace): Promise<void>;
  onFreed(listener: (place: FreedPlace) => Promise<void>): void;
};

export function createPlacesPort(): PlacesPort {
  const listeners: ((place: FreedPlace) => Promise<void>)[] = [];
  return {
    freed: async (place) => {
      await Promise.allSettled(listeners.map((listener) => listener(place)));
    },
    onFreed: (listener) => void listeners.push(listener),
  };
}
