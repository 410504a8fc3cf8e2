import { z } from 'zod';
import { adminListRequest, adminListResponse } from './admin-list.ts';
import { ZApiDateTime } from './dates.ts';
import { zEmail, zId, zName } from './validation.ts';

/*
 * The back-office's access links and auto-register links (issue 20; spec part 2 §2.4, §2.6, §4.3):
 * made in batches for one event, exported as CSV, revocable.
 */

export const LINK_BATCH_MAX = 500;
export const LINK_KINDS = ['access', 'auto_register'] as const;
export const ZLinkKind = z.enum(LINK_KINDS);
export type LinkKind = z.infer<typeof ZLinkKind>;

/** The access-link modes a batch makes: a consumer link names one viewer, so it is never made in bulk. */
export const BATCH_ACCESS_LINK_MODES = ['anonymous', 'simulation'] as const;

export const ZCreateAccessLinksRequest = z.object({
  screener_id: zId,
  count: z.number().int().min(1).max(LINK_BATCH_MAX),
  mode: z.enum(BATCH_ACCESS_LINK_MODES).default('anonymous'),
  /** Null: the links never expire. */
  expires_at: ZApiDateTime.nullable().default(null),
});
export type CreateAccessLinksRequest = z.input<typeof ZCreateAccessLinksRequest>;

/**
 * An auto-register link registers one person in the event's chat room: a batch names them, one
 * address each, for an event whose Chat room switch is on. With `send_mail` each person is mailed
 * their own link; without, the links are handed out from the list or its CSV.
 */
export const ZCreateAutoRegisterLinksRequest = z.object({
  screener_id: zId,
  recipients: z
    .array(z.object({ email: zEmail, name: zName.optional() }))
    .min(1)
    .max(LINK_BATCH_MAX),
  expires_at: ZApiDateTime.nullable().default(null),
  send_mail: z.boolean().default(false),
});
export type CreateAutoRegisterLinksRequest = z.input<typeof ZCreateAutoRegisterLinksRequest>;

export const ZAdminLink = z.object({
  id: z.number().int(),
  kind: ZLinkKind,
  screener_id: z.number().int(),
  screener_title: z.string(),
  /** The access link's mode; null for auto-register links. */
  mode: z.string().nullable(),
  /** The person an auto-register link registers; null for access links. */
  email: z.string().nullable(),
  url: z.string(),
  expires_at: z.string().nullable(),
  used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminLink = z.infer<typeof ZAdminLink>;

export const ZCreateLinksResponse = z.object({
  created: z.number().int(),
  /** Auto-register links asked to be mailed: how many mails went out (a failed one is in the list to send again). */
  mailed: z.number().int().optional(),
});
export const ZRevokeLinkRequest = z.object({ kind: ZLinkKind, id: zId });

export const LINK_SORT_FIELDS = ['created_at', 'expires_at'] as const;
/** One kind of link, optionally of one event; search by the invited address or the link's token. */
export const ZListLinksRequest = adminListRequest(LINK_SORT_FIELDS).extend({
  kind: ZLinkKind,
  screener_id: zId.nullable().default(null),
});
export const ZListLinksResponse = adminListResponse(ZAdminLink);
export const ZExportLinksRequest = ZListLinksRequest.pick({
  kind: true,
  screener_id: true,
  search: true,
  sort_field: true,
  sort_direction: true,
});
