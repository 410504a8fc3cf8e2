import type { PaymentGatewayName } from '@screener/contracts/company';
import type { LanguageCode } from '@screener/contracts/language';
import type { PaymentFailureReason } from '@screener/contracts/payment-failures';
import type { CreatePurchaseRequest } from '@screener/contracts/purchase';

/** What a gateway needs to take one payment; the amount is computed by the server, never by the client. */
export type StartPaymentInput = {
  purchaseId: number;
  amountMinor: number;
  currency: string;
  description: string;
  /** The purchase's idempotency key, passed on so a retried provider call charges once. */
  idempotencyKey: string;
  /** The company's own origin, for return, success and cancel pages. */
  origin: string;
  /** The viewer's interface language, for the pages shown in the payment frame. */
  language: LanguageCode;
  customer: { name: string | null; email: string; phone: string | null };
  /** Card gateways: the provider's payment method id, or the sandbox's test card number. */
  card: { paymentMethodId: string | null; cardNumber: string | null };
  hostedPage: { isBit: boolean; successUrl: string; cancelUrl: string };
  statementDescriptorSuffix: string | null;
};

/** What the viewer's purchase request adds to a start: who pays, the card, the hosted page's returns. */
export type PurchaseRequestInput = Pick<StartPaymentInput, 'card' | 'hostedPage'> & {
  customer: { name: string | null; phone: string | null };
};

/** The account's name and phone and the site's return page, for what a request does not carry. */
export type PurchaseInputDefaults = { name: string | null; phone: string | null; returnUrl: string };

/** The input of a gateway whose request carries nothing of its own (PayPal, cash). */
export function basePurchaseInput(defaults: PurchaseInputDefaults): PurchaseRequestInput {
  return {
    customer: { name: defaults.name, phone: defaults.phone },
    card: { paymentMethodId: null, cardNumber: null },
    hostedPage: { isBit: false, successUrl: defaults.returnUrl, cancelUrl: defaults.returnUrl },
  };
}

/** Where a started payment stands. */
export type PaymentStart =
  /** Paid now. */
  | { outcome: 'succeeded'; reference: string; receiptUrl: string | null }
  /**
   * The card issuer wants a 3-D Secure challenge at `url`; paid once it ends well. Without `url`
   * the browser confirms the payment itself with `clientSecret` (the text's card flow, part 2 §4.6).
   */
  | { outcome: 'requires_action'; reference: string; url: string | null; clientSecret: string | null }
  /** The viewer pays on the provider's hosted page at `url`. */
  | { outcome: 'hosted_page'; reference: string; url: string; raw: Record<string, unknown> }
  /** The viewer approves order `reference` with the provider's button; the server then captures it. */
  | { outcome: 'approve_order'; reference: string }
  /** Accepted and on its way at the provider; its webhook completes it. */
  | { outcome: 'processing'; reference: string }
  /** Paid outside any provider (cash); an administrator confirms it. */
  | { outcome: 'pending'; reference: null }
  /** Declined or refused; nothing was charged. `message` is the provider's words, for the records. */
  | { outcome: 'failed'; reference: string | null; reason: PaymentFailureReason; message: string };

/** The provider's word on a payment, read back before anything is granted. */
export type PaymentCheck =
  | { state: 'succeeded'; amountMinor: number; currency: string; receiptUrl: string | null }
  | { state: 'pending' }
  | { state: 'failed'; reason: PaymentFailureReason; message: string };

/** A started payment: the provider's id, proof the client brought back (3-D Secure), what was asked. */
export type PaymentReference = {
  reference: string;
  proof: string | null;
  raw: Record<string, unknown>;
  amountMinor: number;
  currency: string;
};

/** One interface for every provider (ARCHITECTURE.md, Payments). */
export type PaymentGateway = {
  name: PaymentGatewayName;
  /**
   * Reads this gateway's own fields of the viewer's purchase request (its `charge_type` is this
   * gateway's); without it the gateway takes `basePurchaseInput`.
   */
  purchaseInput?(request: CreatePurchaseRequest, defaults: PurchaseInputDefaults): PurchaseRequestInput;
  start(input: StartPaymentInput): Promise<PaymentStart>;
  /** Reads the payment back from the provider: what markPaid and webhooks trust. */
  check(payment: PaymentReference): Promise<PaymentCheck>;
  /** Captures an approved order (PayPal-type); others have nothing to capture. */
  capture?(payment: PaymentReference): Promise<PaymentCheck>;
  /**
   * An order the viewer's browser created with the provider's script (PayPal-type): what it asks
   * for and whether it can still be captured, or null when the provider has no such order.
   */
  orderOf?(reference: string): Promise<{ amountMinor: number; currency: string; open: boolean } | null>;
  /** Gives up a payment the viewer abandoned so it can no longer be charged; says where it ended. */
  cancel?(payment: PaymentReference): Promise<PaymentCheck>;
  /**
   * Gives a taken payment back, in full (seats paid for after they were taken, a cancelled booking)
   * or `amountMinor` of it (staff's partial refund); resolves once the provider accepted it, throws
   * with the provider's words when it refused. The key makes a retried refund refund once.
   */
  refund?(payment: PaymentReference, idempotencyKey: string, amountMinor?: number): Promise<void>;
  /**
   * What the provider has given back in all of the payment a capture belongs to (PayPal-type,
   * whose refund webhook names the capture), read from the provider itself: the payment's
   * reference and the refunded total, or null when the provider knows no such capture.
   */
  refundedOfCapture?(captureId: string): Promise<{ reference: string; refundedMinor: number } | null>;
  /**
   * Finds the payment started for a purchase whose answer was never recorded (the server stopped
   * while the provider was being called): its reference and where it stands, or null when the
   * provider made none.
   */
  findByPurchase?(purchaseId: number): Promise<{ reference: string; check: PaymentCheck } | null>;
};

export type PaymentGateways = Partial<Record<PaymentGatewayName, PaymentGateway>>;
