/** Time comes from here, so tests move it instead of waiting. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move; for tests. */
export function createFixedClock(start: Date): Clock & { set(date: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/**
 * A clock running `base` plus an offset that only the end-to-end tests' clock control moves
 * (TEST_CLOCK_CONTROL), so a browser test can reach a date without waiting for it.
 */
export function createOffsetClock(base: Clock): Clock & { advance(ms: number): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
}
