/** The ballots module's face: what the composition root may use. */
export { registerBallotRoutes } from './routes.ts';
