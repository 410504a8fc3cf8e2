import { type MainButtons, mainButtons } from '@screener/contracts/main-button';
import type { Screener } from '@screener/contracts/screener';

/** The spec's main buttons for an event as this viewer sees it, subscribed or not. */
export function eventMainButtons(screener: Screener, archived: boolean, subscribed: boolean): MainButtons {
  return mainButtons({
    archived,
    paid: screener.monetization_enabled,
    purchased: screener.is_purchased,
    enrolled: screener.is_enrolled,
    subscribed,
    geoBlocked: screener.is_geo_blocked,
    eventType: screener.event_type,
  });
}
