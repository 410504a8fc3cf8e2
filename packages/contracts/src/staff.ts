import { z } from 'zod';
import { zOptionalText } from './optional-text.ts';
import { ZStaffSecondFactor } from './staff-totp.ts';
import {
  validationMessage,
  zEmail,
  zId,
  zLoginPassword,
  zName,
  zNewPassword,
  zRequiredString,
  zSignInLinkSecret,
  zVerificationCode,
} from './validation.ts';

/**
 * The back-office's people: staff of one company, each with one role, and the platform's
 * operators, who belong to no company. Staff accounts are not viewer accounts.
 */
export const STAFF_ROLES = ['owner', 'manager', 'box_office'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ZStaffRole = z.enum(STAFF_ROLES);

/** What a staff call asks of its caller: one area of the back-office each. */
export const STAFF_PERMISSIONS = [
  'staff',
  'audit_log',
  'payment_settings',
  'integrations',
  'settings',
  'content',
  'live',
  'orders',
  'refunds',
  'check_in',
  'support',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The one table of role rules. An owner does everything; a manager everything but the staff,
 * their audit log, the payment settings and the integrations (webhooks, API keys); the box office only orders, door check-in and support:
 * it sees orders but gives no money back (`refunds`).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  manager: ['settings', 'content', 'live', 'orders', 'refunds', 'check_in', 'support'],
  box_office: ['orders', 'check_in', 'support'],
};

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** An invitation's link works this long, once. */
export const STAFF_INVITATION_TTL_DAYS = 7;
/** A staff session ends after this long unused, and this long after its sign-in in any case. */
export const STAFF_SESSION_IDLE_HOURS = 12;
export const STAFF_SESSION_MAX_DAYS = 14;

export const ZStaffMember = z.object({
  id: zId,
  email: z.string(),
  name: z.string(),
  role: ZStaffRole,
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof ZStaffMember>;

/** Who is signed in: a company's staff member, or an operator of the platform. */
export const ZStaffIdentity = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('staff'),
    member: ZStaffMember,
    permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  }),
  z.object({ kind: z.literal('operator'), id: zId, email: z.string(), name: z.string() }),
]);
export type StaffIdentity = z.infer<typeof ZStaffIdentity>;

export const ZStaffMeRequest = z.object({});
export const ZStaffMeResponse = z.object({ identity: ZStaffIdentity });
export type StaffMeResponse = z.infer<typeof ZStaffMeResponse>;

export const ZStaffPasswordLoginRequest = z.object({ email: zEmail, password: zLoginPassword });
export const ZStaffSendCodeRequest = z.object({ email: zEmail });
/** The key is answered whether or not the address has an account, so the call reveals none. */
export const ZStaffSendCodeResponse = z.object({ key: z.string() });
export const ZStaffVerifyCodeRequest = z.object({ key: z.string().min(1).max(128), code: zVerificationCode });
/** The mailed sign-in link (`/admin/login/link/{key}/{secret}`): works even once typed codes are closed. */
export const ZStaffVerifyLinkRequest = z.object({
  key: z.string().min(1).max(128),
  secret: zSignInLinkSecret,
});
/**
 * A sign-in opens a session and answers who is signed in, as before; a member with two-step
 * sign-in (or whose company requires it) gets no session yet but the second step to take.
 */
export const ZStaffLoginResponse = z.union([
  ZStaffMeResponse,
  z.object({ second_factor: ZStaffSecondFactor }),
]);
export type StaffLoginResponse = z.infer<typeof ZStaffLoginResponse>;

export const ZStaffLogoutRequest = z.object({ everywhere: z.boolean().default(false) });
export const ZStaffLogoutResponse = z.object({ logged_out: z.literal(true) });

export const ZStaffInvitation = z.object({
  id: zId,
  email: z.string(),
  role: ZStaffRole,
  expires_at: z.string(),
});
export type StaffInvitation = z.infer<typeof ZStaffInvitation>;

export const ZListStaffRequest = z.object({});
export const ZListStaffResponse = z.object({
  members: z.array(ZStaffMember),
  invitations: z.array(ZStaffInvitation),
});

export const ZInviteStaffRequest = z.object({ email: zEmail, role: ZStaffRole });
export type InviteStaffRequest = z.infer<typeof ZInviteStaffRequest>;
export const ZInviteStaffResponse = z.object({ invitation: ZStaffInvitation });

export const ZChangeStaffRoleRequest = z.object({ staff_id: zId, role: ZStaffRole });
export const ZChangeStaffRoleResponse = z.object({ member: ZStaffMember });
export const ZRemoveStaffRequest = z.object({ staff_id: zId });
export const ZRevokeInvitationRequest = z.object({ invitation_id: zId });
/** Mails a waiting invitation again with a fresh link (the one mailed before stops working) and seven more days. */
export const ZResendInvitationRequest = z.object({ invitation_id: zId });
/** How often one invitation may be mailed again: a few times an hour, so an address is not flooded. */
export const INVITATION_RESENDS_PER_HOUR = 3;
export const ZDoneResponse = z.object({ done: z.literal(true) });

const zInvitationToken = z.string().min(1).max(128);
export const ZGetInvitationRequest = z.object({ token: zInvitationToken });
export const ZGetInvitationResponse = z.object({
  email: z.string(),
  role: ZStaffRole,
  company_title: z.string(),
});
export const ZAcceptInvitationForm = z.object({ name: zName, password: zNewPassword });
export type AcceptInvitationForm = z.infer<typeof ZAcceptInvitationForm>;
export const ZAcceptInvitationRequest = ZAcceptInvitationForm.extend({ token: zInvitationToken });

/** The audit log: who changed what, when, and the record before and after. */
export const ZAuditEntry = z.object({
  id: zId,
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;
export const AUDIT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ZListAuditRequest = z.object({
  page: z.number().int().min(0).max(100_000).default(0),
  page_size: z
    .number()
    .int()
    .refine((size) => (AUDIT_PAGE_SIZES as readonly number[]).includes(size))
    .default(25),
  /** Only the changes made by this address (any case); absent: everyone's. */
  actor_email: z.string().trim().min(1).max(320).optional(),
  /** Only this action (`staff.invite`); absent: every action. */
  action: z.string().trim().min(1).max(80).optional(),
});
export type ListAuditRequest = z.input<typeof ZListAuditRequest>;
export const ZListAuditResponse = z.object({
  entries: z.array(ZAuditEntry),
  total: z.number().int().min(0),
  /** Every address and action the company's log holds, for the filters' choices. */
  actors: z.array(z.string()).optional(),
  actions: z.array(z.string()).optional(),
});

const INVALID_CHARACTER = validationMessage('validation.invalid_character');

/** A host name as a company's domain: lower-case labels, no port. */
export const zDomain = zRequiredString
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    error: INVALID_CHARACTER,
  });
export const zSlug = zRequiredString.max(64).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: INVALID_CHARACTER });

export const ZPlatformCompany = z.object({
  id: zId,
  title: z.string(),
  slug: z.string(),
  domain: z.string(),
  staff_count: z.number().int(),
  /** When the operator suspended the site (ISO time), or null while it is open. */
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
});
export type PlatformCompany = z.infer<typeof ZPlatformCompany>;
export const ZListCompaniesRequest = z.object({});
export const ZListCompaniesResponse = z.object({ companies: z.array(ZPlatformCompany) });
export const ZCreateCompanyRequest = z.object({
  title: zRequiredString.max(250),
  slug: zSlug,
  domain: zDomain,
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .default('USD'),
  timezone: zRequiredString.max(64).default('UTC'),
  owner_email: zEmail.optional(),
});
export type CreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;
export const ZCreateCompanyResponse = z.object({ company: ZPlatformCompany });
export const ZSetCompanyDomainRequest = z.object({ company_id: zId, domain: zDomain });
export const ZInviteOwnerRequest = z.object({ company_id: zId, email: zEmail });
/** Suspends a company's site (visitors and its staff refused) or reinstates it. */
export const ZSuspendCompanyRequest = z.object({
  company_id: zId,
  suspended: z.boolean(),
  reason: zOptionalText(500).optional(),
});

/** The back-office's pages, under `/admin` on the company's own domain. */
export const ADMIN_PATHS = {
  home: '/admin',
  login: '/admin/login',
  loginLink: '/admin/login/link/:key/:secret',
  account: '/admin/account',
  invitation: '/admin/invitation/:token',
  staff: '/admin/staff',
  audit: '/admin/audit',
  orders: '/admin/orders',
  reports: '/admin/reports',
  audience: '/admin/audience',
  ballots: '/admin/ballots',
  order: '/admin/orders/:purchaseId',
  subscriptionOrder: '/admin/orders/subscriptions/:subscriptionId',
  requests: '/admin/requests',
  door: '/admin/door',
  support: '/admin/support',
  chatReports: '/admin/chat-reports',
  settings: '/admin/settings',
  integrations: '/admin/integrations',
  plans: '/admin/plans',
  coupons: '/admin/coupons',
  links: '/admin/links',
  events: '/admin/events',
  eventNew: '/admin/events/new',
  event: '/admin/events/:screener_id',
  eventLive: '/admin/events/:screener_id/live',
  eventWaitlist: '/admin/events/:screener_id/waitlist',
  venues: '/admin/venues',
  venueNew: '/admin/venues/new',
  venueEvents: '/admin/venues/events',
  venue: '/admin/venues/:venueId',
  films: '/admin/films',
  film: '/admin/films/:filmId',
  companies: '/admin/platform',
} as const;
