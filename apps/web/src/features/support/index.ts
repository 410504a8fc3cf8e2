/** The support feature's face: the support button and the newsletter box. */

export { SupportButton } from './components/support-button';
