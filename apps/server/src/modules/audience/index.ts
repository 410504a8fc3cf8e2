/** The audience module's face: what the composition root may use. */
export { registerAudienceRoutes } from './routes.ts';
