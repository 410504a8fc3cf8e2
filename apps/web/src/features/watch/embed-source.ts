import { EMBED_KINDS, type EmbedKind, type StreamKind, type StreamMeta } from '@screener/contracts/watch';
import { trailerSource } from '../../domain/event/trailer-source';

export function isEmbedKind(kind: StreamKind): kind is EmbedKind {
  return (EMBED_KINDS as readonly StreamKind[]).includes(kind);
}

/** A frame by address, a company's own embed code (run in a sandbox), or nothing usable. */
export type EmbedSource = { kind: 'frame'; src: string } | { kind: 'code'; html: string } | { kind: 'none' };

const NONE: EmbedSource = { kind: 'none' };
const VIMEO_EVENT_ID = /^\d{1,15}$/;

/** Only https addresses reach a frame: javascript:, data: and plain http never do. */
function httpsUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Video embeds autoplay by default (spec part 2 §9). */
function withAutoplay(src: string): string {
  const url = new URL(src);
  if (!url.searchParams.has('autoplay')) url.searchParams.set('autoplay', '1');
  return url.toString();
}

/** Where each embedded stream kind plays, from its meta; anything malformed or unsafe shows nothing. */
export function embedSource(kind: EmbedKind, meta: StreamMeta, origin: string): EmbedSource {
  switch (kind) {
    case 'whereby':
    case 'daily': {
      const url = httpsUrl(meta.meeting_url);
      return url ? { kind: 'frame', src: url.toString() } : NONE;
    }
    case 'live_webinar': {
      const url = httpsUrl(meta.attendee_url ?? meta.meeting_url);
      return url ? { kind: 'frame', src: url.toString() } : NONE;
    }
    case 'vimeo_live': {
      const id = meta.vimeo_live_id?.trim();
      return id && VIMEO_EVENT_ID.test(id)
        ? { kind: 'frame', src: withAutoplay(`https://vimeo.com/event/${id}/embed`) }
        : NONE;
    }
    case 'youtube_live': {
      const url = httpsUrl(meta.streaming_url);
      if (!url) return NONE;
      // A live address (youtube.com/live/<id>) names its video the way a short link does.
      const live = /^\/live\/([\w-]{6,20})/.exec(url.pathname)?.[1];
      const source = trailerSource(live ? `https://youtu.be/${live}` : url.toString(), origin);
      return source.kind === 'embed' ? { kind: 'frame', src: withAutoplay(source.src) } : NONE;
    }
    case 'facebook_live': {
      const url = httpsUrl(meta.streaming_url);
      if (!url || (!/(^|\.)facebook\.com$/i.test(url.hostname) && url.hostname !== 'fb.watch')) return NONE;
      const plugin = new URL('https://www.facebook.com/plugins/video.php');
      plugin.searchParams.set('href', url.toString());
      return { kind: 'frame', src: withAutoplay(plugin.toString()) };
    }
    case 'custom_embed': {
      const html = meta.source_code?.trim();
      return html ? { kind: 'code', html } : NONE;
    }
  }
}
