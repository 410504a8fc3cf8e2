/** The devices module's face: what other modules and the composition root may use. */

export { devicePersonalData } from './personal-data.ts';
export { registerDeviceRoutes } from './routes.ts';
