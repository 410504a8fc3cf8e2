import { ACCESS_LINK_TYPE, type LoginResponse } from '@screener/contracts/auth';
import type { LanguageCode } from '@screener/contracts/language';
import { validationMessage } from '@screener/contracts/validation';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { CompanyRow } from '../companies/index.ts';
import { createLinkConsumer, findConsumer, findOrCreateConsumer, normalizeEmail } from './consumers.ts';
import { accessLinks, autoRegisterLinks } from './schema.ts';
import { type SignInDeps, signIn } from './sign-in.ts';

type LinkInput = {
  company: CompanyRow;
  linkId: string;
  screenerId: number;
  name?: string | undefined;
  email?: string | undefined;
  skipForm?: boolean | undefined;
  language: LanguageCode;
  now: Date;
};

/**
 * `consumer/loginWithAccessLink` (spec part 2 §4.3): the link's own mode decides, whatever the
 * URL says. Simulation signs in a made-up viewer in preview mode; consumer signs in the viewer the
 * link names, never a staff account; anonymous signs in a viewer of its own for this visit, keeping the typed name and
 * address as unverified contact details (with `sp=1`, without them). Knowing an address proves
 * nothing, so an anonymous link never opens that address's account, never ends its session, and a
 * link session never acts as staff (company-admins.ts). Link sessions are limited (no profile, no
 * password, no app login).
 */
export async function loginWithAccessLink(deps: SignInDeps, input: LinkInput): Promise<LoginResponse> {
  const [link] = await deps.db
    .select()
    .from(accessLinks)
    .where(
      and(
        eq(accessLinks.companyId, input.company.id),
        eq(accessLinks.linkId, input.linkId),
        eq(accessLinks.screenerId, input.screenerId),
      ),
    )
    .limit(1);
  if (!link || link.revokedAt || (link.expiresAt && link.expiresAt <= input.now)) {
    throw new AppError('NOT_FOUND');
  }
  const session = { now: input.now, screenerId: link.screenerId };

  if (link.mode === 'simulation') {
    const consumer = await createLinkConsumer(deps.db, {
      companyId: input.company.id,
      kind: 'preview',
      name: null,
      language: input.language,
    });
    return signIn(deps, { consumer, accessLinkType: ACCESS_LINK_TYPE.preview, ...session });
  }
  if (link.mode === 'consumer') {
    const consumer = link.consumerId ? await findConsumer(deps.db, input.company.id, link.consumerId) : null;
    if (!consumer) throw new AppError('NOT_FOUND');
    // A link is for the audience: a staff account is signed in by its owner alone.
    if (consumer.role !== 'consumer') throw new AppError('FORBIDDEN');
    return signIn(deps, { consumer, accessLinkType: ACCESS_LINK_TYPE.link, ...session });
  }
  if (!input.email && !input.skipForm) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: { email: [validationMessage('validation.required')] } },
    });
  }
  const consumer = await createLinkConsumer(deps.db, {
    companyId: input.company.id,
    kind: 'anonymous',
    name: input.name || null,
    contactEmail: input.email ? normalizeEmail(input.email) : null,
    language: input.language,
  });
  return signIn(deps, { consumer, accessLinkType: ACCESS_LINK_TYPE.link, ...session });
}

/**
 * `consumer/loginWithAutoRegisterLink`: a chat-room invitation registers the invited address and
 * signs it in, once. The answer names the event whose chat room the viewer goes to.
 */
export async function loginWithAutoRegisterLink(
  deps: SignInDeps,
  input: { company: CompanyRow; token: string; language: LanguageCode; now: Date },
): Promise<LoginResponse & { screener_id: number }> {
  const [link] = await deps.db
    .update(autoRegisterLinks)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(autoRegisterLinks.companyId, input.company.id),
        eq(autoRegisterLinks.token, input.token),
        isNull(autoRegisterLinks.usedAt),
        isNull(autoRegisterLinks.revokedAt),
      ),
    )
    .returning();
  if (!link || (link.expiresAt && link.expiresAt <= input.now)) throw new AppError('NOT_FOUND');
  const { consumer } = await findOrCreateConsumer(deps.db, {
    companyId: input.company.id,
    email: link.email,
    name: link.name,
    language: input.language,
  });
  // An invitation is for the audience: it never opens a staff account, whose sign-in needs its owner.
  if (consumer.role !== 'consumer') throw new AppError('FORBIDDEN');
  return { ...(await signIn(deps, { consumer, now: input.now })), screener_id: link.screenerId };
}
