/** How the trailer player plays a link: a YouTube or Vimeo embed, HLS, or not at all. */
export type TrailerSource = { kind: 'embed'; src: string } | { kind: 'hls'; src: string } | { kind: 'none' };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * Reads a trailer link (spec part 2 §2.13: YouTube or Vimeo; part 1 §2: HLS too). Watch, short
 * and embed YouTube links and page or player Vimeo links become their embed addresses; an `.m3u8`
 * address on this site or over https plays as HLS; anything else has no trailer to show.
 */
export function trailerSource(link: string | null | undefined, origin: string): TrailerSource {
  if (!link) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'https:' && url.origin !== origin) return { kind: 'none' };
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host) || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? segments[0]
        : segments[0] === 'embed' || segments[0] === 'shorts'
          ? segments[1]
          : url.searchParams.get('v');
    return id && VIDEO_ID.test(id)
      ? { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${id}` }
      : { kind: 'none' };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = segments.find((segment) => /^\d+$/.test(segment));
    return id ? { kind: 'embed', src: `https://player.vimeo.com/video/${id}` } : { kind: 'none' };
  }
  if (url.pathname.toLowerCase().endsWith('.m3u8')) return { kind: 'hls', src: url.href };
  return { kind: 'none' };
}
