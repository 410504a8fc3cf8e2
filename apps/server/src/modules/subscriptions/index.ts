/** The subscriptions module's face: what other modules may use. */
export { hasActiveSubscription, subscriptionScope } from './active-subscription.ts';
export { subscriptionOrders } from './admin-orders.ts';
export { registerSubscriptionAdminRoutes } from './admin-routes.ts';
export { subscriptionPersonalData } from './personal-data.ts';
export { registerSubscriptionRoutes } from './routes.ts';
