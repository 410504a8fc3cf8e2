import { describe, expect, it } from 'vitest';
import { createAnswerCache } from './answer-cache.ts';

const TTL = 1000;

/** A computation the test finishes by hand, counting how often it was started. */
function pending<T>() {
  const runs: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const compute = () =>
    new Promise<T>((resolve, reject) => {
      runs.push({ resolve, reject });
    });
  return { compute, runs };
}

/** A computation answering at once: `name` and how many times it ran. */
function counting(name: string) {
  let calls = 0;
  const compute = async () => `${name}${++calls}`;
  return { compute, calls: () => calls };
}

/** Lets the settled promises' handlers run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createAnswerCache', () => {
  it('answers a fresh answer from memory without computing again', async () => {
    const cache = createAnswerCache<string>(TTL);
    const answer = counting('a');
    expect(await cache.get('k', 0, answer.compute)).toBe('a1');
    expect(await cache.get('k', TTL - 1, answer.compute)).toBe('a1');
    expect(answer.calls()).toBe(1);
  });

  it('keeps answers of different keys apart', async () => {
    const cache = createAnswerCache<string>(TTL);
    expect(await cache.get('one', 0, async () => 'first')).toBe('first');
    expect(await cache.get('two', 0, async () => 'second')).toBe('second');
    expect(await cache.get('one', 1, async () => 'other')).toBe('first');
  });

  it('answers the stale answer while one refresh runs, then the refreshed one', async () => {
    const cache = createAnswerCache<string>(TTL);
    await cache.get('k', 0, async () => 'old');
    const refresh = pending<string>();
    // Between ttl and 2×ttl: the old answer at once, and one refresh for all callers.
    expect(await cache.get('k', TTL, refresh.compute)).toBe('old');
    expect(await cache.get('k', TTL + 10, refresh.compute)).toBe('old');
    expect(refresh.runs).toHaveLength(1);
    refresh.runs[0]?.resolve('new');
    await settle();
    expect(await cache.get('k', TTL + 20, refresh.compute)).toBe('new');
    // The refreshed answer counts from when its computation started.
    expect(await cache.get('k', 2 * TTL - 1, refresh.compute)).toBe('new');
    expect(refresh.runs).toHaveLength(1);
  });

  it('keeps the stale answer when a refresh fails, and lets the next caller try again', async () => {
    const cache = createAnswerCache<string>(TTL);
    await cache.get('k', 0, async () => 'old');
    const refresh = pending<string>();
    expect(await cache.get('k', TTL, refresh.compute)).toBe('old');
    refresh.runs[0]?.reject(new Error('database down'));
    await settle();
    expect(await cache.get('k', TTL + 1, refresh.compute)).toBe('old');
    expect(refresh.runs).toHaveLength(2);
  });

  it('computes again before answering past twice the ttl', async () => {
    const cache = createAnswerCache<string>(TTL);
    const answer = counting('a');
    await cache.get('k', 0, answer.compute);
    expect(await cache.get('k', 2 * TTL, answer.compute)).toBe('a2');
    expect(await cache.get('k', 2 * TTL + 1, answer.compute)).toBe('a2');
    expect(answer.calls()).toBe(2);
  });

  it('treats an answer stored in the future as stale when the clock moves back', async () => {
    const cache = createAnswerCache<string>(TTL);
    const answer = counting('a');
    await cache.get('k', 10_000, answer.compute);
    expect(await cache.get('k', 9_999, answer.compute)).toBe('a2');
    expect(answer.calls()).toBe(2);
  });

  it('answers a failure to its callers and does not keep it', async () => {
    const cache = createAnswerCache<string>(TTL);
    await expect(
      cache.get('k', 0, async () => {
        throw new Error('not found');
      }),
    ).rejects.toThrow('not found');
    await settle();
    expect(await cache.get('k', 1, async () => 'found')).toBe('found');
  });

  it('fails the promise, not the caller, when a computation throws before its first await', async () => {
    const cache = createAnswerCache<string>(TTL);
    const throwing = (): Promise<string> => {
      throw new Error('sync');
    };
    const answer = cache.get('k', 0, throwing);
    await expect(answer).rejects.toThrow('sync');
  });

  it('lets concurrent callers share one computation, even one running longer than the ttl', async () => {
    const cache = createAnswerCache<string>(TTL);
    const answer = pending<string>();
    const first = cache.get('k', 0, answer.compute);
    const second = cache.get('k', 5, answer.compute);
    const late = cache.get('k', 3 * TTL, answer.compute);
    expect(answer.runs).toHaveLength(1);
    answer.runs[0]?.resolve('shared');
    expect(await Promise.all([first, second, late])).toEqual(['shared', 'shared', 'shared']);
  });

  it('shares a failed computation between its concurrent callers only', async () => {
    const cache = createAnswerCache<string>(TTL);
    const answer = pending<string>();
    const first = cache.get('k', 0, answer.compute);
    const second = cache.get('k', 1, answer.compute);
    answer.runs[0]?.reject(new Error('boom'));
    await expect(first).rejects.toThrow('boom');
    await expect(second).rejects.toThrow('boom');
    await settle();
    expect(await cache.get('k', 2, async () => 'after')).toBe('after');
  });

  it('drops the least recently asked key past its maximum number of keys', async () => {
    const cache = createAnswerCache<string>(TTL, 2);
    const a = counting('a');
    const b = counting('b');
    await cache.get('a', 0, a.compute);
    await cache.get('b', 0, b.compute);
    // Known keys do not count as new.
    expect(await cache.get('a', 1, a.compute)).toBe('a1');
    await cache.get('c', 1, async () => 'c1');
    expect(await cache.get('a', 2, a.compute)).toBe('a1');
    expect(await cache.get('b', 2, b.compute)).toBe('b2');
  });
});
