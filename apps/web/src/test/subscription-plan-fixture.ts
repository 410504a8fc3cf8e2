/** A monthly plan of €9.99 without a trial, as `pricing/listPlans` and a subscription name it. */
export const monthlyPlan = {
  id: 3,
  interval: 'month',
  amount: 999,
  currency: 'EUR',
  trial_period_days: 0,
  metadata: { plan_name: 'Monthly' },
} as const;
