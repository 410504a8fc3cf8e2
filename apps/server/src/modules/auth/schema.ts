import type { AccessLinkMode } from '@screener/contracts/auth';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedBy, timestamptz, updatedAt } from '../../db/columns.ts';
import { tenantColumn } from '../companies/schema.ts';
import { screeners } from '../screenings/schema.ts';

/** Viewers. An email is unique within a company: each company's site has its own audience. */
export const consumers = pgTable(
  'consumers',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    companyId: tenantColumn(),
    email: text('email').notNull(),
    /**
     * The address a link viewer typed in an anonymous access link's form: shown back to that
     * viewer, never matched to an account and never trusted until verified.
     */
    contactEmail: text('contact_email'),
    name: text('name'),
    phone: text('phone'),
    city: text('city'),
    countryCode: text('country_code'),
    language: text('language'),
    passwordHash: text('password_hash'),
    isPasswordSkipped: boolean('is_password_skipped').notNull().default(false),
    emailVerifiedAt: timestamptz('email_verified_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    /** Administrators of the company use the same account table with a role. */
    role: text('role').$type<'consumer' | 'company_admin' | 'distributor'>().notNull().default('consumer'),
    /** Blocked by the company's staff: no session opens for the viewer on this company until unblocked. */
    blockedAt: timestamptz('blocked_at'),
    /** When the viewer's personal data was erased (their deletion, staff or the retention job); the row stays for the purchases it paid. */
    erasedAt: timestamptz('erased_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('consumers_company_email_unique').on(table.companyId, sql`lower(${table.email})`),
    uniqueIndex('consumers_uuid_unique').on(table.uuid),
    /** The orders grid's search by the beginning of an address or a name (`consumersMatching`). */
    index('consumers_company_email_prefix_idx').on(
      table.companyId,
      sql`lower(${table.email}) text_pattern_ops`,
    ),
    index('consumers_company_name_prefix_idx').on(
      table.companyId,
      sql`lower(${table.name}) text_pattern_ops`,
    ),
  ],
);

/**
 * A signed-in browser. Key and secret are random; the client signs each request with
 * sha256(key + secret + timestamp). A consumer keeps one live session: logging in elsewhere
 * sets `ended_at` on the old one, which then answers 556.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    secret: text('secret').notNull(),
    companyId: tenantColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    /** `tv`: a paired TV app's session, which stands beside the viewer's one browser session. */
    sessionMode: text('session_mode').$type<'consumer' | 'tv'>().notNull().default('consumer'),
    /** 10 logged in with a link, 20 preview mode; null for an ordinary login. */
    accessLinkType: smallint('access_link_type'),
    screenerId: integer('screener_id'),
    oauthHost: text('oauth_host'),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at'),
    endedAt: timestamptz('ended_at'),
    endedReason: text('ended_reason').$type<'logout' | 'replaced' | 'removed'>(),
  },
  (table) => [
    uniqueIndex('sessions_key_unique').on(table.key),
    index('sessions_consumer_live_idx').on(table.consumerId).where(sql`${table.endedAt} is null`),
  ],
);

/**
 * Email and phone codes: 4 digits, 10 minutes, 5 tries. A mailed code's row also holds its link's
 * secret (hashed): the link works for the row's ten minutes whatever was typed meanwhile.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    /** The pending-login key the client holds while it waits for the code. */
    key: text('key').notNull(),
    channel: text('channel').$type<'email' | 'phone'>().notNull(),
    codeHash: text('code_hash').notNull(),
    linkHash: text('link_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('verification_codes_key_unique').on(table.key)],
);

/** External app hosts a consumer approved for app login (part 2 §2.5). */
export const approvedOauthDomains = pgTable(
  'approved_oauth_domains',
  {
    id: serial('id').primaryKey(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    hostname: text('hostname').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('approved_oauth_domains_unique').on(table.consumerId, table.hostname)],
);

/**
 * A link that opens one event's watch page (part 2 §2.4, §4.3): simulation (preview as a made-up
 * viewer), anonymous (asks for name and email) or consumer (logs in as `consumer_id`).
 */
export const accessLinks = pgTable(
  'access_links',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    screenerId: ownedBy('screener_id', () => screeners.id),
    /** The unguessable id in the URL. */
    linkId: text('link_id').notNull(),
    mode: text('mode').$type<AccessLinkMode>().notNull(),
    consumerId: integer('consumer_id').references(() => consumers.id, { onDelete: 'cascade' }),
    /** Null: the link never expires. */
    expiresAt: timestamptz('expires_at'),
    /** Set by the back-office: the link no longer signs anyone in. */
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('access_links_link_id_unique').on(table.linkId),
    index('access_links_screener_idx').on(table.screenerId),
  ],
);

/** A chat-room invitation that registers and logs in the named person (part 2 §2.6, §4.8). */
export const autoRegisterLinks = pgTable(
  'auto_register_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    companyId: tenantColumn(),
    email: text('email').notNull(),
    name: text('name'),
    screenerId: ownedBy('screener_id', () => screeners.id),
    /** Register the person as a member of the event's chat room and send them to its overview. */
    registerChatRoom: boolean('register_chat_room').notNull().default(true),
    expiresAt: timestamptz('expires_at'),
    usedAt: timestamptz('used_at'),
    /** Set by the back-office: the link no longer signs anyone in. */
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('auto_register_links_token_unique').on(table.token)],
);

/**
 * One-time codes of app login (part 2 §2.5): the browser hands the code to the external host,
 * which redeems it once for the viewer's name and email. Stored hashed; short-lived.
 */
export const appLoginCodes = pgTable(
  'app_login_codes',
  {
    id: serial('id').primaryKey(),
    companyId: tenantColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    hostname: text('hostname').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('app_login_codes_code_hash_unique').on(table.codeHash)],
);
