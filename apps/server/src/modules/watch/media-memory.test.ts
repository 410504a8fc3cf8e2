import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMediaMemory } from './media-memory.ts';

const segment = async (bytes: string) => {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'media-memory-')), 'seg.ts');
  await writeFile(file, bytes);
  return file;
};

describe('media memory', () => {
  it('reads a file once and answers its bytes from memory after', async () => {
    const file = await segment('first');
    const memory = createMediaMemory(1024);
    const found = { file, size: 5, lastModified: 'Sun, 29 Nov 2026 10:00:00 GMT' };
    expect(String(await memory.bytesOf(found))).toBe('first');
    await writeFile(file, 'other');
    // Same size and time: the kept bytes answer, the file is not read again.
    expect(String(await memory.bytesOf(found))).toBe('first');
    // A replaced file (its lookup sees another time) is read anew.
    expect(String(await memory.bytesOf({ ...found, lastModified: 'Sun, 29 Nov 2026 10:00:05 GMT' }))).toBe(
      'other',
    );
  });

  it('streams what does not fit, and everything when it is off', async () => {
    const file = await segment('0123456789');
    const found = { file, size: 10, lastModified: 'Sun, 29 Nov 2026 10:00:00 GMT' };
    expect(await createMediaMemory(4).bytesOf(found)).toBeNull();
    expect(await createMediaMemory(0).bytesOf(found)).toBeNull();
    expect(String(await createMediaMemory(64).bytesOf(found))).toBe('0123456789');
  });
});
