import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInsideFolders, parseRange, resolveMediaFile, safeMediaPath } from './media-paths.ts';

describe('safeMediaPath', () => {
  it.each([
    ['test-pattern/master.m3u8', 'test-pattern/master.m3u8'],
    ['test-pattern/360p/segment_000.m4s', 'test-pattern/360p/segment_000.m4s'],
    ['../secret.m3u8', null],
    ['test-pattern/../../etc/passwd.vtt', null],
    ['/etc/x.m3u8', null],
    ['a//b.m3u8', null],
    ['a/./b.m3u8', null],
    ['a\\..\\b.m3u8', null],
    ['a/%2e%2e/b.m3u8', null],
    ['a/b.m3u8\0.ts', null],
    ['test-pattern/notes.txt', null],
    ['', null],
  ])('%s -> %s', (input, expected) => {
    expect(safeMediaPath(input)).toBe(expected);
  });
});

describe('isInsideFolders', () => {
  it('accepts only files below a listed folder', () => {
    expect(isInsideFolders('test-pattern/360p/a.m4s', ['test-pattern'])).toBe(true);
    expect(isInsideFolders('test-patternX/a.m4s', ['test-pattern'])).toBe(false);
    expect(isInsideFolders('a.m4s', ['.'])).toBe(false);
  });
});

describe('resolveMediaFile', () => {
  it('finds a file in the first root that has it and refuses links out of the root', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'media-'));
    const first = path.join(base, 'first');
    const second = path.join(base, 'second');
    mkdirSync(path.join(second, 'film'), { recursive: true });
    mkdirSync(path.join(first, 'film'), { recursive: true });
    writeFileSync(path.join(second, 'film', 'a.m4s'), 'abc');
    writeFileSync(path.join(base, 'outside.m4s'), 'secret');
    symlinkSync(path.join(base, 'outside.m4s'), path.join(first, 'film', 'link.m4s'));
    await expect(resolveMediaFile([first, second], 'film/a.m4s')).resolves.toMatchObject({ size: 3 });
    await expect(resolveMediaFile([first, second], 'film/link.m4s')).resolves.toBeNull();
    await expect(resolveMediaFile([first, second], 'film/none.m4s')).resolves.toBeNull();
    rmSync(base, { recursive: true, force: true });
  });

  it('refuses a file reached through a linked folder that leads out of the root', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'media-'));
    const root = path.join(base, 'root');
    mkdirSync(path.join(root, 'film'), { recursive: true });
    mkdirSync(path.join(base, 'private'));
    writeFileSync(path.join(base, 'private', 'secret.m4s'), 'secret');
    writeFileSync(path.join(root, 'film', 'inside.m4s'), 'ok');
    symlinkSync(path.join(base, 'private'), path.join(root, 'film', 'escape'));
    symlinkSync(path.join(root, 'film'), path.join(root, 'alias'));
    await expect(resolveMediaFile([root], 'film/escape/secret.m4s')).resolves.toBeNull();
    // A link that stays inside the root is followed.
    await expect(resolveMediaFile([root], 'alias/inside.m4s')).resolves.toMatchObject({ size: 2 });
    rmSync(base, { recursive: true, force: true });
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=50-500', { start: 50, end: 99 }],
    ['bytes=100-', 'invalid'],
    ['bytes=9-3', 'invalid'],
    ['items=0-1', 'invalid'],
    ['bytes=-', 'invalid'],
  ])('%s', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
