/** The API keys module's face: what the composition root may use. */
export { registerRestRoutes } from './rest-routes.ts';
export { registerApiKeyRoutes } from './routes.ts';
