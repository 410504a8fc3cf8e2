import type { CompanyCustomProperties, PaymentGatewayName } from '@screener/contracts/company';

/** Custom properties as stored; `newsletter_enabled` is derived from the mailing-list columns instead. */
export type StoredCustomProperties = Omit<CompanyCustomProperties, 'newsletter_enabled'>;

export type StoredPaymentSetting = {
  enabled_payment_gateways: PaymentGatewayName[];
  statement_descriptor_suffix: string | null;
};

/**
 * A company (a tenant) as every call reads it: the companies module's row (the module checks at
 * compile time that its row and this type stay the same).
 */
export type CompanyRecord = {
  id: number;
  title: string;
  slug: string;
  /** The host name a visitor arrives on, lower-case, without port. */
  domain: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  notes: string | null;
  currency: string;
  timezone: string;
  showCompanyBranding: boolean;
  customProperties: StoredCustomProperties;
  paymentSetting: StoredPaymentSetting;
  mailingListApiKey: string | null;
  mailingListId: string | null;
  contactEmail: string | null;
  vodCommissionPercent: number;
  askMobileAtRegistration: boolean;
  embedOrigins: string[];
  suspendedAt: Date | null;
  suspendedReason: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * Companies by id and by host name, one node's copy: implemented by the companies module, handed
 * to tenant resolution (lib/call.ts, the realtime handshake) by the composition root.
 */
export type CompanyLookup = {
  byId(id: number): Promise<CompanyRecord | null>;
  byDomain(domain: string): Promise<CompanyRecord | null>;
  /** Drops this node's copy after a change, so the next call reads the row anew. */
  forget(row: Pick<CompanyRecord, 'id' | 'domain'>): void;
};
