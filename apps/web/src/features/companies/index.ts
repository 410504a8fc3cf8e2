/** The companies feature's face: the company's home, its favicon and language, an unknown site. */

export { UnknownSite } from './components/unknown-site';
export { useCompanyFavicon } from './use-company-favicon';
export { useCompanyLanguage } from './use-company-language';
