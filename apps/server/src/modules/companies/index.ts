/**
 * The companies module's face: what other modules and the composition root may use. The tenants'
 * rows and their site settings as the back-office edits them (decision 0063).
 */
export { findAffiliationId } from './affiliation-lookup.ts';
export { type CompanyCache, createCompanyCache } from './company-cache.ts';
export {
  type CompanySettingsPatch,
  credentialHints,
  openGatewayCredentials,
  openSmsCredentials,
  type SealedCredentialKind,
  saveGatewayCredentials,
  updateCompanySettings,
} from './company-settings.ts';
export { createCompany, newSiteSettings, setCompanyDomain, setCompanySuspension } from './create-company.ts';
export { offeredLanguages, translationLanguages } from './languages.ts';
export { brandOf } from './mail-brand.ts';
export { registerCompanyRoutes } from './routes.ts';
export type { CompanyOffers } from './service.ts';
export { type CompanyRow, findCompanyByDomain, findCompanyById, listCompanies } from './service.ts';
export { readSettingsImage } from './settings-image.ts';
export { registerSettingsRoutes } from './settings-routes.ts';
