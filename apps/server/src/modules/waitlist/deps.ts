import type { AppDeps } from '../../app-deps.ts';
import type { CallPorts } from '../../lib/call.ts';
import type { BuyersHoldingPlaces } from '../enrollment/index.ts';

/** What the waitlist module is handed by the composition root. */
export type WaitlistDeps = Pick<AppDeps, CallPorts | 'db' | 'mailer' | 'places'>;

/**
 * Everyone but the enrolled holding a place at an event (payments under way, open offers): the
 * payments module's query, handed in by the composition root since payments builds on this module.
 */
export type PlaceHolders = BuyersHoldingPlaces;
