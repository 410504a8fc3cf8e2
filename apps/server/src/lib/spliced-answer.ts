/**
 * An answer's bytes cut around its events, so that a viewer whose own fields change a few of them
 * is sent the shared bytes with only those events serialised again (a 20-event list is 30 kB, of
 * which a signed-in viewer changes the few it is enrolled in or has bought).
 */
export type SplicedAnswer<View> = {
  /** The whole answer's bytes. */
  json: Buffer;
  /** The events of the answer, as `viewsOf` gives them. */
  views: View[];
  /** Which of `views` each cut holds, in the order of the bytes. */
  order: number[];
  /** The text around the cuts: one more than the cuts. */
  pieces: string[];
  /** Each cut's text. */
  fragments: string[];
};

/**
 * Stands for an event while the rest of the answer is serialised. No answer holds it: no text the
 * server stores or accepts contains NUL (PostgreSQL refuses it, and so does every call's body).
 */
const CUT = '\u0000event\u0000';
const CUT_JSON = JSON.stringify(CUT);

function joined(pieces: string[], fragments: string[]): string {
  let text = pieces[0] ?? '';
  fragments.forEach((fragment, index) => {
    text += fragment + (pieces[index + 1] ?? '');
  });
  return text;
}

/** Serialises `value` once, cut around `views` (objects inside it). */
export function spliceAnswer<View extends object>(value: unknown, views: View[]): SplicedAnswer<View> {
  const indexOf = new Map<object, number>(views.map((view, index) => [view, index]));
  const order: number[] = [];
  const skeleton = JSON.stringify(value, (_key, item: unknown) => {
    const index = typeof item === 'object' && item !== null ? indexOf.get(item) : undefined;
    if (index === undefined) return item;
    order.push(index);
    return CUT;
  });
  const pieces = skeleton.split(CUT_JSON);
  if (pieces.length !== order.length + 1) throw new Error('an answer holds the cut marker');
  const fragments = order.map((index) => JSON.stringify(views[index]));
  return { json: Buffer.from(joined(pieces, fragments)), views, order, pieces, fragments };
}

/**
 * The answer with its events replaced by `own` (index for index with `views`): an event that is
 * still the shared object keeps its text, a copy is serialised. With no copy, the shared bytes
 * themselves. A text, not bytes: the socket encodes it as it writes, where a new buffer per
 * answer would be memory outside the heap for the collector to chase.
 */
export function splicedWith<View>(answer: SplicedAnswer<View>, own: View[]): Buffer | string {
  if (own.length !== answer.views.length) throw new Error('a viewer’s answer has other events');
  let fragments: string[] | null = null;
  answer.order.forEach((index, cut) => {
    const view = own[index];
    if (view === answer.views[index]) return;
    fragments ??= [...answer.fragments];
    fragments[cut] = JSON.stringify(view);
  });
  return fragments ? joined(answer.pieces, fragments) : answer.json;
}
