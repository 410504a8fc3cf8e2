import { describe, expect, it } from 'vitest';
import { spliceAnswer, splicedWith } from './spliced-answer.ts';

type View = { id: number; title: string; is_enrolled: boolean };

const view = (id: number): View => ({ id, title: `Event "${id}" – ñ`, is_enrolled: false });

function page(views: View[]) {
  return { data: { data: views, pagination: { page: 1, total: views.length } }, error: null, version: '1' };
}

describe('spliceAnswer', () => {
  it('gives the bytes JSON.stringify gives, wherever the events sit', () => {
    const views = [view(1), view(2), view(3)];
    const answer = spliceAnswer(page(views), views);
    expect(answer.json.toString()).toBe(JSON.stringify(page(views)));
  });

  it('cuts around events in the order of the text, not of the list', () => {
    const [first, second] = [view(1), view(2)];
    const value = { later: first, earlier: second };
    const answer = spliceAnswer(value, [second, first]);
    expect(answer.order).toEqual([1, 0]);
    expect(answer.json.toString()).toBe(JSON.stringify(value));
  });
});

describe('splicedWith', () => {
  it('answers the shared bytes themselves when no event was copied', () => {
    const views = [view(1), view(2)];
    const answer = spliceAnswer(page(views), views);
    expect(splicedWith(answer, [...views])).toBe(answer.json);
  });

  it('serialises the copied events again and keeps the others', () => {
    const views = [view(1), view(2), view(3)];
    const answer = spliceAnswer(page(views), views);
    const own = [views[0] as View, { ...(views[1] as View), is_enrolled: true }, views[2] as View];
    expect(String(splicedWith(answer, own))).toBe(JSON.stringify(page(own)));
    // The shared bytes are not changed by a viewer's answer.
    expect(answer.json.toString()).toBe(JSON.stringify(page(views)));
  });

  it('refuses an answer whose events are not the shared ones', () => {
    const views = [view(1), view(2)];
    const answer = spliceAnswer(page(views), views);
    expect(() => splicedWith(answer, [view(1)])).toThrow();
  });
});
