import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** The demo film ships with the server; the demo's media rows point into this folder. */
export const DEMO_MEDIA_DIR = path.resolve(import.meta.dirname, '../../../demo-media');

/** What `/media` serves, with its content type and how long a browser may keep it. */
export const MEDIA_FILE_TYPES: Record<string, { contentType: string; cacheControl: string }> = {
  '.m3u8': { contentType: 'application/vnd.apple.mpegurl', cacheControl: 'no-cache' },
  '.m4s': { contentType: 'video/iso.segment', cacheControl: 'private, max-age=31536000, immutable' },
  '.mp4': { contentType: 'video/mp4', cacheControl: 'private, max-age=31536000, immutable' },
  '.ts': { contentType: 'video/mp2t', cacheControl: 'private, max-age=31536000, immutable' },
  '.vtt': { contentType: 'text/vtt; charset=utf-8', cacheControl: 'private, max-age=3600' },
};

/**
 * The media-relative path of a request, or null when it is not a plain relative path: no empty,
 * `.` or `..` segments, no backslashes, NUL or percent-encoded leftovers, nothing absolute, and
 * only the file types `/media` serves.
 */
export function safeMediaPath(requested: string): string | null {
  if (requested.length === 0 || requested.length > 500) return null;
  if (/[\\\0%]/.test(requested) || requested.startsWith('/')) return null;
  const segments = requested.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  if (!MEDIA_FILE_TYPES[path.extname(requested).toLowerCase()]) return null;
  return segments.join('/');
}

/** The folder a film's media path lives in (`test-pattern/master.m3u8` -> `test-pattern`). */
export function mediaFolderOf(hlsPath: string): string {
  return path.posix.dirname(hlsPath);
}

/** Whether a media-relative path lies inside one of the folders. */
export function isInsideFolders(relativePath: string, folders: readonly string[]): boolean {
  return folders.some((folder) => folder !== '.' && relativePath.startsWith(`${folder}/`));
}

/**
 * The file a safe media path names, in the first root that has it. Its real path (every link on
 * the way resolved, folders included) must stay inside the root's real path, so no symbolic link,
 * of a file or of a folder, can lead out of the media folders.
 */
export async function resolveMediaFile(
  roots: readonly string[],
  relativePath: string,
): Promise<{ file: string; size: number; lastModified: string } | null> {
  for (const root of roots) {
    try {
      const [realRoot, real] = await Promise.all([realpath(root), realpath(path.join(root, relativePath))]);
      if (!real.startsWith(`${realRoot}${path.sep}`)) continue;
      const stats = await stat(real);
      if (!stats.isFile()) continue;
      return { file: real, size: stats.size, lastModified: stats.mtime.toUTCString() };
    } catch {
      // Not in this root.
    }
  }
  return null;
}

/** A single `bytes=` range within `size`, or 'invalid' (answered 416), or null for the whole file. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'invalid';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'invalid';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'invalid';
  return { start, end };
}
