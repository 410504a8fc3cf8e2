/** The pages feature's face: the company's own pages (footer links, about, terms) and their cache keys. */

export { pageKeys, usePages } from './api';
export { CompanyPageView } from './components/company-page-view';
