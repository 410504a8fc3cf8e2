/** The support feature's face: the support button and the newsletter box. */

export { SupportButton } from './components/support-button';

export const loadNewsletterBox = () => import('./components/newsletter-box');
