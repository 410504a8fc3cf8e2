import { type MainButtons, mainButtons } from '@screener/contracts/main-button';
import type { Screener } from '@screener/contracts/screener';

/** The spec's main buttons for an event as this viewer sees it (no subscription is sold yet). */
export function eventMainButtons(screener: Screener, archived: boolean): MainButtons {
  return mainButtons({
    archived,
    paid: screener.monetization_enabled,
    purchased: screener.is_purchased,
    enrolled: screener.is_enrolled,
    subscribed: false,
    geoBlocked: screener.is_geo_blocked,
    eventType: screener.event_type,
  });
}
