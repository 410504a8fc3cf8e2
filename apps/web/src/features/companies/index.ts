/**
 * The companies feature's face: what other areas (the back-office) use of the site's company, the
 * one the visitor's domain names.
 */
export { companyByDomainQuery, companyKeys, useCompanyByDomain } from './api';
export { UnknownSite } from './components/unknown-site';
export { CurrentCompanyContext, useCurrentCompany } from './current-company-context';
export { useCompanyFavicon } from './use-company-favicon';
export { useCompanyLanguage } from './use-company-language';
