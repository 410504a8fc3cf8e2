/** The subscriptions module's face: what other modules may use. */
export { subscriptionOrders } from './admin-orders.ts';
export { hasActiveSubscription, subscriptionScope } from './active-subscription.ts';
export { registerSubscriptionAdminRoutes } from './admin-routes.ts';
export { subscriptionPersonalData } from './personal-data.ts';
export { registerSubscriptionRoutes } from './routes.ts';
