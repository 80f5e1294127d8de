/** Pricing page plans (spec §3 Plan shape, §9 constants). Yearly prices are 10 months of the monthly price. */
export type BillingPeriod = 'monthly' | 'yearly';

export interface PlanFeature {
  text: string;
  included: boolean;
}

export interface Plan {
  name: 'Free' | 'Basic' | 'Pro';
  description: string;
  monthlyPrice: number;
  yearlyPrice: number;
  /** Twelve monthly payments, shown struck through next to the yearly price. */
  yearlyOriginalPrice: number;
  popular: boolean;
  features: PlanFeature[];
}

const included = (text: string): PlanFeature => ({ text, included: true });
const excluded = (text: string): PlanFeature => ({ text, included: false });

export const plans: Plan[] = [
  {
    name: 'Free',
    description: 'Try IdeaScope on your first ideas.',
    monthlyPrice: 0,
    yearlyPrice: 0,
    yearlyOriginalPrice: 0,
    popular: false,
    features: [
      included('3 projects per month'),
      included('10 keywords per project'),
      included('3-5 competitors analyzed'),
      included('Email support'),
      excluded('PDF export'),
      excluded('Website generation & hosting'),
      excluded('Advanced legal research'),
      excluded('Team collaboration'),
    ],
  },
  {
    name: 'Basic',
    description: 'For founders validating ideas every week.',
    monthlyPrice: 29,
    yearlyPrice: 290,
    yearlyOriginalPrice: 348,
    popular: true,
    features: [
      included('25 projects per month'),
      included('25 keywords per project'),
      included('5-8 competitors analyzed'),
      included('Trademark & patent research'),
      included('PDF/Excel export'),
      included('Website generation'),
      included('Publishing & hosting'),
      included('Manual updates'),
      included('Priority email support'),
      excluded('Team collaboration (up to 3)'),
    ],
  },
  {
    name: 'Pro',
    description: 'For teams and serial entrepreneurs.',
    monthlyPrice: 79,
    yearlyPrice: 790,
    yearlyOriginalPrice: 948,
    popular: false,
    features: [
      included('Unlimited projects'),
      included('50+ keywords per project'),
      included('8-12 competitors analyzed'),
      included('All export formats'),
      included('Auto-updating websites'),
      included('SEO optimization'),
      included('Competitor influence tracking'),
      included('Team collaboration (up to 10 members)'),
      included('Analytics'),
      included('Custom integrations & API access'),
      included('Phone support'),
      included('Dedicated account manager'),
    ],
  },
];

export function planPrice(plan: Plan, period: BillingPeriod): { price: number; originalPrice: number | null; saving: number } {
  if (period === 'monthly' || plan.monthlyPrice === 0) return { price: plan.monthlyPrice, originalPrice: null, saving: 0 };
  return { price: plan.yearlyPrice, originalPrice: plan.yearlyOriginalPrice, saving: plan.yearlyOriginalPrice - plan.yearlyPrice };
}
