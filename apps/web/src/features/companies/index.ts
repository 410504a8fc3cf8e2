/**
 * The companies feature's face: the company's home, its favicon and language, an unknown site, and
 * the root that waits for the company of the domain before any page.
 */

export { AppRoot } from './app-root';
export { UnknownSite } from './components/unknown-site';
export { startApp } from './start-app';
export { useCompanyFavicon } from './use-company-favicon';
export { useCompanyLanguage } from './use-company-language';
