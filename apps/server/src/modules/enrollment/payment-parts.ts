import type { ZEnrollResponse } from '@screener/contracts/enrollment';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import type { BuyersHoldingPlaces } from './event-places.ts';
import type { ListViewerScreenings } from './viewer-state.ts';

/** A completed or pending purchase granting the viewer events, as the dashboard reads its receipt. */
export type GrantingPurchase = {
  status: number;
  pricingId: number | null;
  screenerId: number | null;
  paymentDetails: { receipt_url?: string | null };
};

/**
 * What enrollment reads of the payments module. Payments builds on enrollment (a paid purchase
 * enrols the viewer), so the composition root hands these in rather than enrollment importing them.
 */
export type PaymentParts = {
  viewerScreenings: ListViewerScreenings;
  grantingPurchases(db: DbExecutor, companyId: number, consumerId: number): Promise<GrantingPurchase[]>;
  buyersHoldingPlaces: BuyersHoldingPlaces;
  viewerState(
    db: DbExecutor,
    companyId: number,
    consumerId: number,
  ): Promise<z.input<typeof ZEnrollResponse>>;
  /**
   * The subscriptions module's check that the viewer's subscription opens the event; it builds on
   * payments, so it comes the same way.
   */
  hasActiveSubscription(
    db: DbExecutor,
    companyId: number,
    consumerId: number,
    now: Date,
    screenerId: number,
  ): Promise<boolean>;
  /** The events the viewer's live subscription opens (all, or its plan's list); null without one. */
  subscriptionScope(
    db: DbExecutor,
    companyId: number,
    consumerId: number,
    now: Date,
  ): Promise<{ allEvents: boolean; screenerIds: number[] } | null>;
};
