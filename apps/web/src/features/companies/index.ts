/**
 * The companies feature's face: the company's home, its favicon and language, and
 * the root that waits for the company of the domain before any page.
 */

export { AppRoot } from './app-root';
export { startApp } from './start-app';
export { useCompanyFavicon } from './use-company-favicon';
export { useCompanyLanguage } from './use-company-language';
