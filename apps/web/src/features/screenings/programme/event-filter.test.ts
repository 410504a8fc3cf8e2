import { EVENT_TYPES } from '@screener/contracts/event';
import { describe, expect, it } from 'vitest';
import { screenerFixture } from '../../../test/screener-fixture';
import { filterEvents, NO_FILTER, venuesOf } from './event-filter';

const online = screenerFixture({ id: 1, title: 'Online' });
const gala = screenerFixture({
  id: 2,
  title: 'Gala',
  event_type: EVENT_TYPES.physical,
  venue: 'Aurora Hall',
});
const hybrid = screenerFixture({
  id: 3,
  title: 'Hybrid',
  event_type: EVENT_TYPES.virtual_and_physical,
  venue: 'Harbour Cinema',
});
const onDemand = screenerFixture({ id: 4, title: 'On demand', is_vod_event: 1 });
const all = [online, gala, hybrid, onDemand];
const titles = (filter: Parameters<typeof filterEvents>[1]) =>
  filterEvents(all, filter).map((screener) => screener.title);

describe('filterEvents', () => {
  it('lets everything through without a filter', () => {
    expect(titles(NO_FILTER)).toEqual(['Online', 'Gala', 'Hybrid', 'On demand']);
  });

  it('counts a hybrid event as both online and at the venue, and on-demand as neither', () => {
    expect(titles({ format: 'online', venue: null })).toEqual(['Online', 'Hybrid']);
    expect(titles({ format: 'venue', venue: null })).toEqual(['Gala', 'Hybrid']);
    expect(titles({ format: 'vod', venue: null })).toEqual(['On demand']);
  });

  it('narrows to one venue', () => {
    expect(titles({ format: 'venue', venue: 'Harbour Cinema' })).toEqual(['Hybrid']);
  });
});

describe('venuesOf', () => {
  it('names each venue once and ignores a venue line on an online-only event', () => {
    const stray = screenerFixture({ id: 5, venue: 'Nowhere' });
    expect(venuesOf([gala, hybrid, stray, { ...gala, id: 6 }])).toEqual(['Aurora Hall', 'Harbour Cinema']);
  });
});
