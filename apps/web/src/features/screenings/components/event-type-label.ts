import { EVENT_TYPES, type EventType } from '@screener/contracts/event';
import type { TFunction } from 'i18next';

export function eventTypeLabel(type: EventType, t: TFunction): string {
  switch (type) {
    case EVENT_TYPES.virtual:
      return t('screenings.eventType.virtual');
    case EVENT_TYPES.physical:
      return t('screenings.eventType.physical');
    case EVENT_TYPES.virtual_and_physical:
      return t('screenings.eventType.virtualAndPhysical');
    case EVENT_TYPES.subscription:
      return t('screenings.eventType.subscription');
  }
}
