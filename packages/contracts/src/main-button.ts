import { EVENT_TYPES, type EventType } from './event.ts';

export type MainButtonInput = {
  /** A standard event whose registration has closed, or the overview opened from the archive. */
  archived: boolean;
  /** Sold through plans (`monetization_enabled`); false: free to enrol. */
  paid: boolean;
  purchased: boolean;
  enrolled: boolean;
  /** The viewer's subscription covers this on-demand event. */
  subscribed: boolean;
  geoBlocked: boolean;
  eventType: EventType;
};

export type MainButtons = {
  /** watch: open the watch page; buy_ticket: start the purchase; null: no main button. */
  main: { action: 'watch' | 'buy_ticket'; label: 'watch' | 'buy_ticket' } | null;
  participate: { label: 'participate' | 'watch' } | null;
  buyVenueTicket: boolean;
  /** Every button is disabled for a geo-blocked event. */
  disabled: boolean;
};

/**
 * The buttons of an event card and overview (spec part 1 §4 "Main button rules"):
 * - main: archived, free, purchased (and not subscribed) or enrolled events show Watch when
 *   enrolled and nothing otherwise; any other event sells a ticket (labelled Watch for a
 *   subscriber, whose purchase is the subscription itself);
 * - participate: outside the archive, unless paid and not purchased, and not when enrolled;
 *   labelled Participate when paid, Watch when free;
 * - buy venue ticket: events with both parts, when paid and purchased, enrolled or geo-blocked.
 */
export function mainButtons(input: MainButtonInput): MainButtons {
  const { archived, paid, purchased, enrolled, subscribed, geoBlocked } = input;
  const settled = archived || !paid || (purchased && !subscribed) || enrolled;
  const main: MainButtons['main'] = settled
    ? enrolled
      ? { action: 'watch', label: 'watch' }
      : null
    : { action: 'buy_ticket', label: subscribed ? 'watch' : 'buy_ticket' };
  const showParticipate = !archived && !(paid && !purchased) && !enrolled;
  const participate: MainButtons['participate'] = showParticipate
    ? { label: paid ? 'participate' : 'watch' }
    : null;
  const buyVenueTicket =
    input.eventType === EVENT_TYPES.virtual_and_physical && ((paid && purchased) || enrolled || geoBlocked);
  return { main, participate, buyVenueTicket, disabled: geoBlocked };
}
