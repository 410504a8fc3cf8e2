/** The staff module's face: what other modules and the composition root may use. */
export { registerStaffRoutes } from './routes.ts';
