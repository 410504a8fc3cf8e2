import { describe, expect, it } from 'vitest';
import { createKeptSessionLinks } from './kept-session-links.ts';

type Rows = { consumerId: number | null; read: number };

function setUp() {
  let now = 1_000;
  let reads = 0;
  const kept = createKeptSessionLinks<Rows>(() => now);
  const readAs = (key: string, consumerId: number | null) =>
    kept.readThrough(
      key,
      async () => ({ consumerId, read: ++reads }),
      (rows) => rows.consumerId,
    );
  const move = (ms: number) => {
    now += ms;
  };
  return { kept, readAs, move };
}

describe('the session rows a node keeps', () => {
  it('keeps what was read for a viewer until a change to that viewer is heard', async () => {
    const { kept, readAs } = setUp();
    await readAs('a', 1);
    await readAs('b', 2);
    expect(kept.get('a')?.read).toBe(1);
    kept.heard({ payload: 'viewer:1' });
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')?.read).toBe(2);
  });

  it('forgets every viewer on a change to all of them, an unknown payload or a lost connection', async () => {
    const { kept, readAs } = setUp();
    for (const change of [{ payload: 'viewer:*' }, { payload: 'something else' }, { lost: true as const }]) {
      await readAs('a', 1);
      await readAs('b', 2);
      kept.heard(change);
      expect([kept.get('a'), kept.get('b')]).toEqual([undefined, undefined]);
    }
  });

  it('does not keep rows read while a change was heard: they may predate it', async () => {
    const { kept } = setUp();
    await kept.readThrough(
      'a',
      async () => {
        kept.heard({ payload: 'viewer:7' });
        return { consumerId: 1, read: 1 };
      },
      (rows) => rows.consumerId,
    );
    expect(kept.get('a')).toBeUndefined();
  });

  it('keeps nothing for a key that names no session', async () => {
    const { kept, readAs } = setUp();
    await readAs('unknown', null);
    expect(kept.get('unknown')).toBeUndefined();
  });

  it('forgets what it kept after a minute, a change it did not hear included', async () => {
    const { kept, readAs, move } = setUp();
    await readAs('a', 1);
    move(59_999);
    expect(kept.get('a')?.read).toBe(1);
    move(1);
    expect(kept.get('a')).toBeUndefined();
  });

  it('keeps a viewer read again, and forgets it again on the next change', async () => {
    const { kept, readAs } = setUp();
    await readAs('a', 1);
    kept.heard({ payload: 'viewer:1' });
    await readAs('a', 1);
    expect(kept.get('a')?.read).toBe(2);
    kept.heard({ payload: 'viewer:1' });
    expect(kept.get('a')).toBeUndefined();
  });
});
