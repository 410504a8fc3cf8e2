import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from './event.ts';
import { type MainButtonInput, type MainButtons, mainButtons } from './main-button.ts';

const base: MainButtonInput = {
  archived: false,
  paid: false,
  purchased: false,
  enrolled: false,
  subscribed: false,
  geoBlocked: false,
  eventType: EVENT_TYPES.virtual,
};

const watch = { action: 'watch', label: 'watch' } as const;
const buy = { action: 'buy_ticket', label: 'buy_ticket' } as const;

// biome-ignore format: one case per line reads as a table
const cases: [string, Partial<MainButtonInput>, MainButtons][] = [
  ['free, not enrolled: participate labelled Watch', {}, { main: null, participate: { label: 'watch' }, buyVenueTicket: false, disabled: false }],
  ['free, enrolled: Watch', { enrolled: true }, { main: watch, participate: null, buyVenueTicket: false, disabled: false }],
  ['paid, not purchased: Buy ticket', { paid: true }, { main: buy, participate: null, buyVenueTicket: false, disabled: false }],
  ['paid, purchased, not enrolled: Participate', { paid: true, purchased: true }, { main: null, participate: { label: 'participate' }, buyVenueTicket: false, disabled: false }],
  ['paid, purchased and enrolled: Watch', { paid: true, purchased: true, enrolled: true }, { main: watch, participate: null, buyVenueTicket: false, disabled: false }],
  ['paid, subscribed on demand: ticket labelled Watch', { paid: true, subscribed: true }, { main: { action: 'buy_ticket', label: 'watch' }, participate: null, buyVenueTicket: false, disabled: false }],
  ['paid, purchased and subscribed: still sold through the subscription', { paid: true, purchased: true, subscribed: true }, { main: { action: 'buy_ticket', label: 'watch' }, participate: { label: 'participate' }, buyVenueTicket: false, disabled: false }],
  ['archived, paid, not enrolled: nothing', { archived: true, paid: true }, { main: null, participate: null, buyVenueTicket: false, disabled: false }],
  ['archived, free, not enrolled: nothing', { archived: true }, { main: null, participate: null, buyVenueTicket: false, disabled: false }],
  ['archived, enrolled: Watch', { archived: true, enrolled: true }, { main: watch, participate: null, buyVenueTicket: false, disabled: false }],
  ['both parts, paid and purchased: venue ticket too', { eventType: EVENT_TYPES.virtual_and_physical, paid: true, purchased: true }, { main: null, participate: { label: 'participate' }, buyVenueTicket: true, disabled: false }],
  ['both parts, enrolled: venue ticket too', { eventType: EVENT_TYPES.virtual_and_physical, enrolled: true }, { main: watch, participate: null, buyVenueTicket: true, disabled: false }],
  ['both parts, paid, not purchased: no venue ticket', { eventType: EVENT_TYPES.virtual_and_physical, paid: true }, { main: buy, participate: null, buyVenueTicket: false, disabled: false }],
  ['both parts, geo-blocked: venue ticket, all disabled', { eventType: EVENT_TYPES.virtual_and_physical, paid: true, geoBlocked: true }, { main: buy, participate: null, buyVenueTicket: true, disabled: true }],
  ['physical only, purchased: no venue-ticket button', { eventType: EVENT_TYPES.physical, paid: true, purchased: true }, { main: null, participate: { label: 'participate' }, buyVenueTicket: false, disabled: false }],
  ['geo-blocked free event: disabled', { geoBlocked: true }, { main: null, participate: { label: 'watch' }, buyVenueTicket: false, disabled: true }],
];

describe('main button rules', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    expect(mainButtons({ ...base, ...input })).toEqual(expected);
  });
});
