import { ACCESS_LINK_TYPE, type LoginResponse } from '@screener/contracts/auth';
import type { LanguageCode } from '@screener/contracts/language';
import { validationMessage } from '@screener/contracts/validation';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Viewer } from '../../lib/call.ts';
import type { CompanyRow } from '../companies/index.ts';
import {
  type ConsumerRow,
  createLinkConsumer,
  findConsumer,
  findOrCreateConsumer,
  normalizeEmail,
} from './consumers.ts';
import { accessLinks, autoRegisterLinks } from './schema.ts';
import { isFullSession, isTvSession } from './sessions.ts';
import { type SignInDeps, sessionAnswer, signIn } from './sign-in.ts';

/**
 * Enrols the viewer a link lets in in the link's event, inside the caller's transaction: the
 * enrollment module's, handed in by the composition root, since that module builds on accounts.
 */
export type EnrollLinkViewer = (
  tx: DbExecutor,
  input: { companyId: number; screenerId: number; consumerId: number; now: Date },
) => Promise<void>;

export type AccessLinkDeps = SignInDeps & { enrollLinkViewer: EnrollLinkViewer };

type LinkInput = {
  company: CompanyRow;
  linkId: string;
  /** The event of the page the link was opened on, when the client sends it; the link names its own. */
  screenerId?: number | undefined;
  name?: string | undefined;
  email?: string | undefined;
  skipForm?: boolean | undefined;
  /** The caller's own session, when signed in. */
  viewer: Viewer | null;
  /** Apply the link to the signed-in account and keep its session (our addition to the call). */
  keepSession?: boolean | undefined;
  language: LanguageCode;
  now: Date;
};

type AccessLinkRow = typeof accessLinks.$inferSelect;

async function usableAccessLink(db: DbExecutor, input: LinkInput): Promise<AccessLinkRow> {
  const [link] = await db
    .select()
    .from(accessLinks)
    .where(
      and(
        ofCompany(accessLinks, input.company.id),
        eq(accessLinks.linkId, input.linkId),
        ...(input.screenerId === undefined ? [] : [eq(accessLinks.screenerId, input.screenerId)]),
      ),
    )
    .limit(1);
  if (!link || link.revokedAt || (link.expiresAt && link.expiresAt <= input.now)) {
    throw new AppError('NOT_FOUND');
  }
  return link;
}

/**
 * `consumer/loginWithAccessLink` (spec part 2 §4.3): the link's own mode decides, whatever the
 * URL says. Simulation signs in a made-up viewer in preview mode; consumer signs in the viewer the
 * link names, never a staff account; anonymous signs in a viewer of its own for this visit, keeping the typed name and
 * address as unverified contact details (with `sp=1`, without them). Knowing an address proves
 * nothing, so an anonymous link never opens that address's account, never ends its session, and a
 * link session never acts as staff (company-admins.ts). Link sessions are limited (no profile, no
 * password, no app login). Whoever the link lets in is enrolled in its event (spec part 2 §6), in
 * the same transaction that makes the made-up viewer, so a full event leaves no viewer behind.
 */
export async function loginWithAccessLink(deps: AccessLinkDeps, input: LinkInput): Promise<LoginResponse> {
  const link = await usableAccessLink(deps.db, input);
  if (input.keepSession) return keepSessionWithAccessLink(deps, link, input);
  const session = { now: input.now, screenerId: link.screenerId };
  const enrolled = (consumer: ConsumerRow, tx: DbExecutor) =>
    deps.enrollLinkViewer(tx, {
      companyId: input.company.id,
      screenerId: link.screenerId,
      consumerId: consumer.id,
      now: input.now,
    });

  if (link.mode === 'simulation') {
    const consumer = await deps.db.transaction(async (tx) => {
      const made = await createLinkConsumer(tx, {
        companyId: input.company.id,
        kind: 'preview',
        name: null,
        language: input.language,
      });
      await enrolled(made, tx);
      return made;
    });
    return signIn(deps, { consumer, accessLinkType: ACCESS_LINK_TYPE.preview, ...session });
  }
  if (link.mode === 'consumer') {
    const consumer = link.consumerId ? await findConsumer(deps.db, input.company.id, link.consumerId) : null;
    if (!consumer) throw new AppError('NOT_FOUND');
    // A link is for the audience: a staff account is signed in by its owner alone.
    if (consumer.role !== 'consumer') throw new AppError('FORBIDDEN');
    await deps.db.transaction((tx) => enrolled(consumer, tx));
    return signIn(deps, { consumer, accessLinkType: ACCESS_LINK_TYPE.link, ...session });
  }
  if (!input.email && !input.skipForm) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: { email: [validationMessage('validation.required')] } },
    });
  }
  const consumer = await deps.db.transaction(async (tx) => {
    const made = await createLinkConsumer(tx, {
      companyId: input.company.id,
      kind: 'anonymous',
      name: input.name || null,
      contactEmail: input.email ? normalizeEmail(input.email) : null,
      language: input.language,
    });
    await enrolled(made, tx);
    return made;
  });
  return signIn(deps, { consumer, accessLinkType: ACCESS_LINK_TYPE.link, ...session });
}

/**
 * The signed-in viewer chose to stay: the link enrols that account and its session stays. An
 * anonymous link is for whoever holds it; a consumer link only for the viewer it names; a
 * simulation link's preview is a made-up viewer of its own, never an account.
 */
async function keepSessionWithAccessLink(
  deps: AccessLinkDeps,
  link: AccessLinkRow,
  input: LinkInput,
): Promise<LoginResponse> {
  const { viewer } = input;
  if (!viewer) throw new AppError('SESSION_EXPIRED');
  const { session } = viewer;
  const keepable =
    !isTvSession(session) &&
    session.accessLinkType !== ACCESS_LINK_TYPE.preview &&
    (link.mode === 'anonymous' || (link.mode === 'consumer' && link.consumerId === viewer.consumerId));
  const consumer = keepable ? await findConsumer(deps.db, input.company.id, viewer.consumerId) : null;
  if (consumer?.role !== 'consumer') throw new AppError('LINK_FOR_ANOTHER_ACCOUNT');
  await deps.db.transaction((tx) =>
    deps.enrollLinkViewer(tx, {
      companyId: input.company.id,
      screenerId: link.screenerId,
      consumerId: consumer.id,
      now: input.now,
    }),
  );
  const accessLink =
    session.accessLinkType === ACCESS_LINK_TYPE.link
      ? { type: ACCESS_LINK_TYPE.link, screener_id: session.screenerId }
      : null;
  return sessionAnswer(deps, consumer, { key: session.key, secret: session.secret, accessLink });
}

type AutoRegisterInput = {
  company: CompanyRow;
  token: string;
  /** The caller's own session, when signed in: it proves the address it was opened with. */
  viewer: Viewer | null;
  /** Apply the link only to the signed-in account, whose session stays (our addition to the call). */
  keepSession?: boolean | undefined;
  language: LanguageCode;
  now: Date;
};

/** The link when it can still be used: the company's, not used, revoked or expired. */
async function usableAutoRegisterLink(db: DbExecutor, input: AutoRegisterInput) {
  const [link] = await db
    .select()
    .from(autoRegisterLinks)
    .where(
      and(
        ofCompany(autoRegisterLinks, input.company.id),
        eq(autoRegisterLinks.token, input.token),
        isNull(autoRegisterLinks.usedAt),
        isNull(autoRegisterLinks.revokedAt),
      ),
    )
    .limit(1);
  if (!link || (link.expiresAt && link.expiresAt <= input.now)) throw new AppError('NOT_FOUND');
  return link;
}

/** Uses the link up, once: of two callers racing for it, the second is answered as for a used link. */
async function claimAutoRegisterLink(db: DbExecutor, linkId: number, now: Date): Promise<void> {
  const [claimed] = await db
    .update(autoRegisterLinks)
    .set({ usedAt: now })
    .where(and(eq(autoRegisterLinks.id, linkId), isNull(autoRegisterLinks.usedAt)))
    .returning({ id: autoRegisterLinks.id });
  if (!claimed) throw new AppError('NOT_FOUND');
}

/**
 * `consumer/loginWithAutoRegisterLink`: a chat-room invitation registers a new person at the
 * invited address and signs it in, once. The link proves nothing about an account that already
 * exists (whoever made it could name any address), so such an account is never handed over: its
 * owner signs in as usual (the email code proves the address) and opens the link again, which then
 * applies to the signed-in account and keeps its session (a new one would end it). With
 * `keep_session` the link applies to the signed-in account or to nobody: a viewer signed in as
 * someone else is told so, and the link stays unused. The answer names the event whose chat room
 * the viewer goes to.
 */
export async function loginWithAutoRegisterLink(
  deps: SignInDeps,
  input: AutoRegisterInput,
): Promise<LoginResponse & { screener_id: number }> {
  const link = await usableAutoRegisterLink(deps.db, input);
  const { viewer } = input;
  if (input.keepSession && !viewer) throw new AppError('SESSION_EXPIRED');
  const signedIn =
    viewer && isFullSession(viewer.session)
      ? await findConsumer(deps.db, input.company.id, viewer.consumerId)
      : null;
  const own = viewer && signedIn && normalizeEmail(signedIn.email) === link.email;
  if (input.keepSession && !own) throw new AppError('LINK_FOR_ANOTHER_ACCOUNT');
  const addressee = own ? signedIn : await registerAddressee(deps, link, input);
  // An invitation is for the audience: it never opens a staff account, whose sign-in needs its owner.
  if (addressee.role !== 'consumer') throw new AppError('FORBIDDEN');
  await claimAutoRegisterLink(deps.db, link.id, input.now);
  const answer = own
    ? await sessionAnswer(deps, addressee, {
        key: viewer.session.key,
        secret: viewer.session.secret,
        accessLink: null,
      })
    : await signIn(deps, { consumer: addressee, now: input.now });
  return { ...answer, screener_id: link.screenerId };
}

/** A new account for the invited address; an address that has one must be signed in by its owner. */
async function registerAddressee(
  deps: SignInDeps,
  link: { email: string; name: string | null },
  input: AutoRegisterInput,
): Promise<ConsumerRow> {
  const { consumer, created } = await findOrCreateConsumer(deps.db, {
    companyId: input.company.id,
    email: link.email,
    name: link.name,
    language: input.language,
  });
  if (!created) throw new AppError('LINK_SIGN_IN_REQUIRED');
  return consumer;
}
