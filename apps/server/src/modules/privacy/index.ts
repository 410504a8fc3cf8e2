/** The privacy module's face: what the composition root may use. */
export { registerPrivacyRoutes } from './routes.ts';
