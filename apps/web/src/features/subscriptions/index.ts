/** The subscriptions feature's face: the plans, subscribing, and the viewer's subscription tab. */

export { SubscriptionPaymentStep } from './components/subscription-payment-step';
export { SubscriptionTab } from './components/subscription-tab';
