import type { AdminFieldMessageKey } from '@screener/contracts/admin-messages';
import { type Cue, type NodeList, parseSync, stringifySync } from 'subtitle';

export type SubtitleProblem = Extract<AdminFieldMessageKey, 'subtitle_empty' | 'subtitle_format'>;
export type ConvertedSubtitle =
  | { ok: true; vtt: string; cues: number }
  | { ok: false; problem: SubtitleProblem };

/** `-->` ends a cue's timing line in WebVTT; inside a cue's text it is written with an entity. */
const safeText = (text: string) => text.replaceAll('-->', '--&gt;');

/**
 * Reads an SRT or WebVTT text and writes it as WebVTT, the format browsers' text tracks play:
 * an empty text, a text with no cues or one the parser cannot follow is a problem of the file.
 * Cues that end before they start are dropped; the cues keep their order and positioning.
 */
export function toWebVtt(text: string): ConvertedSubtitle {
  const normalized = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trim();
  if (normalized === '') return { ok: false, problem: 'subtitle_empty' };
  let nodes: NodeList;
  try {
    nodes = parseSync(`${normalized}\n`);
  } catch {
    return { ok: false, problem: 'subtitle_format' };
  }
  const cues: Cue[] = [];
  for (const node of nodes) {
    if (node.type !== 'cue') continue;
    const { start, end, text: cueText } = node.data;
    if (Number.isFinite(start) && Number.isFinite(end) && end > start && cueText.trim() !== '') {
      cues.push({ ...node.data, text: safeText(cueText) });
    }
  }
  if (cues.length === 0) return { ok: false, problem: 'subtitle_empty' };
  const vtt = stringifySync(
    cues.map((data) => ({ type: 'cue', data })),
    { format: 'WebVTT' },
  );
  return { ok: true, vtt, cues: cues.length };
}
