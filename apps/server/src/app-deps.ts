import type { ViewerScreening } from '@screener/contracts/viewer';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { RateLimits } from './plugins/rate-limit.ts';
import type { CompanyLookup, CompanyRecord } from './ports/company-lookup.ts';
import type { EventsPort } from './ports/events.ts';
import type { GeoPort } from './ports/geo.ts';
import type { Mailer } from './ports/mailer.ts';
import type { PlacesPort } from './ports/places.ts';
import type { SessionRecord, SignedSessions } from './ports/sessions.ts';
import type { SmsPort } from './ports/sms.ts';
import type { StaffCaller, StaffGate, StaffRequirement } from './ports/staff-checks.ts';
import type { StoragePort } from './ports/storage.ts';
import type { WebhookEventsPort } from './ports/webhook-events.ts';

/** The ports every module receives from the composition root. */
export type AppDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  events: EventsPort;
  /** Modules freeing places at an event say so here; the waitlist offers them. */
  places: PlacesPort;
  sms: SmsPort;
  geo: GeoPort;
  /** Viewers' public uploads (chat profile pictures). */
  storage: StoragePort;
  /** Tenant resolution's per-node copy of the companies. */
  companies: CompanyLookup;
  /** Seals secrets kept at rest; null in production without a configured key. */
  secrets: SecretBox | null;
  /** The sessions a signed header opens, for the API calls and the realtime handshake. */
  sessions: SignedSessions<ViewerLinks>;
  /** Who a back-office call's staff cookie names, checked against what the call asks. */
  staff: StaffGate;
  /** The app's one rate-limit set-up; each module asks it for a limiter per rule. */
  rateLimits: RateLimits;
  /** Where modules tell the organisations' systems what happened (outgoing webhooks). */
  webhooks: WebhookEventsPort;
};

/** What a signed-in viewer's links to the events of an answer tell (read with its session). */
export type ViewerLinks = ViewerScreening[];

/** The rows the calls read, as their ports write them. */
export type CompanyRow = CompanyRecord;
export type SessionRow = SessionRecord;
export type { StaffCaller, StaffRequirement };
