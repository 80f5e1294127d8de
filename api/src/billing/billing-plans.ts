/** What Checkout sells (spec §9 pricing page): Basic and Pro, monthly or yearly, in US cents. */
export type PaidPlan = 'basic' | 'pro';
export type BillingInterval = 'month' | 'year';

export const PLAN_PRICES: Record<PaidPlan, { name: string; month: number; year: number }> = {
  basic: { name: 'IdeaScope Basic', month: 2900, year: 29000 },
  pro: { name: 'IdeaScope Pro', month: 7900, year: 79000 },
};

/** "Start Free Trial" (landing page): 14 days, once per account. */
export const TRIAL_DAYS = 14;

export const PLAN_LABELS: Record<string, string> = { free: 'Free', basic: 'Basic', pro: 'Pro' };
