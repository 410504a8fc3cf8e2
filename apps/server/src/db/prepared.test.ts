import { describe, expect, it } from 'vitest';
import type { DbExecutor } from './client.ts';
import { preparedPerShape } from './prepared.ts';

describe('preparedPerShape', () => {
  const db = {} as DbExecutor;

  it('prepares each shape once per database handle, under a name made from the shape', () => {
    const names: string[] = [];
    const statements = preparedPerShape('grid', (_db, shape: { search: boolean }, name) => {
      names.push(name);
      return { shape, name };
    });
    const plain = statements(db, { search: false });
    expect(statements(db, { search: false })).toBe(plain);
    const searched = statements(db, { search: true });
    expect(searched).not.toBe(plain);
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^grid_[0-9a-f]{16}$/);
    expect(names[1]).not.toBe(names[0]);
    // Another handle (another app's pool) prepares its own, under the same name for the same text.
    expect(statements({} as DbExecutor, { search: false })).toEqual(plain);
    expect(names[2]).toBe(names[0]);
  });
});
