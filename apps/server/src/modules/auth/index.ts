/** The accounts module's face: what other modules and the composition root may use. */

export { registerLinkAdminRoutes } from './admin-link-routes.ts';
export {
  type AudienceAccount,
  audienceAccountPages,
  listAudienceAccounts,
  setViewerBlocked,
} from './audience-viewers.ts';
export { isCompanyAdmin } from './company-admins.ts';
export {
  type ConsumerRow,
  consumerContacts,
  consumersMatching,
  findConsumer,
  isPreviewViewer,
  viewerIdsMatching,
  viewerPrefixPattern,
} from './consumers.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { accountPersonalData, confirmAccountOwner, dormantViewers } from './personal-data.ts';
export { signatureProblem } from './request-signature.ts';
export { restViewers } from './rest-viewers.ts';
export { registerAuthRoutes } from './routes.ts';
export {
  endSession,
  findSessionById,
  findSessionByKey,
  isFullSession,
  isSessionLive,
  openSession,
  type SessionLifetime,
  type SessionRow,
} from './sessions.ts';
export type { ViewerHoldings } from './sign-in.ts';
export { createSignedSessions } from './signed-sessions.ts';
