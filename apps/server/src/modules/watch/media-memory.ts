import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';

/** Files above this size are streamed from disk each time: they would crowd the memory out. */
const LARGEST_KEPT_FILE = 8 * 1024 * 1024;

type FoundFile = { file: string; size: number; lastModified: string };

/**
 * The media files a node served lately, in memory up to `maxBytes`: during an event its audience
 * asks for the same few segments and playlists again and again, and a file read from memory costs no
 * open, read and close and no stream of fresh buffers per request. A file is known by its path,
 * size and modification time, so a replaced file is read anew once the path lookup sees it.
 */
export function createMediaMemory(maxBytes: number) {
  const kept =
    maxBytes > 0
      ? new LRUCache<string, Buffer, string>({
          maxSize: maxBytes,
          sizeCalculation: (bytes) => Math.max(1, bytes.length),
          fetchMethod: (_key, _previous, { context }) => readFile(context),
        })
      : null;
  return {
    /** The file's bytes, or null when it is streamed instead (too large, or the memory is off). */
    async bytesOf(found: FoundFile): Promise<Buffer | null> {
      if (!kept || found.size > LARGEST_KEPT_FILE || found.size > maxBytes) return null;
      const key = `${found.file}\n${found.size}\n${found.lastModified}`;
      return (await kept.fetch(key, { context: found.file })) ?? null;
    },
  };
}

export type MediaMemory = ReturnType<typeof createMediaMemory>;
