/** The waitlist module's face: what other modules and the composition root may use. */
export { offersHoldingPlaces } from './place-holders.ts';
export { registerWaitlistRoutes, type WaitlistRounds } from './routes.ts';
