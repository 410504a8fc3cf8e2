/** The waitlist feature's face: the overview's panel; the router loads the claim page with import(). */
export { useWaitlist } from './api';
export { WaitlistPanel } from './components/waitlist-panel';
