import { AppError } from '../shared/errors.js';

/**
 * What each plan allows (spec §9), enforced on the server. A user's `plan` is 'free', 'basic', or
 * anything else, which counts as Pro (spec §3).
 */
export type PlanName = 'free' | 'basic' | 'pro';

export interface PlanLimits {
  label: string;
  /** Validations (research runs of different ideas) per calendar month (UTC); null = unlimited. */
  projectsPerMonth: number | null;
  /** Most competitors shown; the research measures (and the score reads) every competitor it finds. */
  competitorsShown: number;
  /** The deepest competitor analysis (research's CompetitorAnalysisDepth): Free basic (3-5), Basic medium (5-8), Pro comprehensive (8-12). */
  deepestCompetitorAnalysis: 'basic' | 'medium' | 'comprehensive';
  keywordLimit: number;
  websiteGeneration: boolean;
  /** The PDF report and the Excel workbook (Basic: "PDF/Excel export", Pro: "all export formats"). */
  exports: boolean;
}

export const PLAN_LIMITS: Record<PlanName, PlanLimits> = {
  free: {
    label: 'Free',
    projectsPerMonth: 3,
    deepestCompetitorAnalysis: 'basic',
    competitorsShown: 5,
    keywordLimit: 10,
    websiteGeneration: false,
    exports: false,
  },
  basic: {
    label: 'Basic',
    projectsPerMonth: 25,
    deepestCompetitorAnalysis: 'medium',
    competitorsShown: 8,
    keywordLimit: 25,
    websiteGeneration: true,
    exports: true,
  },
  pro: {
    label: 'Pro',
    projectsPerMonth: null,
    deepestCompetitorAnalysis: 'comprehensive',
    competitorsShown: 12,
    keywordLimit: 50,
    websiteGeneration: true,
    exports: true,
  },
};

export function planOf(plan: string | null | undefined): PlanName {
  const name = (plan ?? 'free').trim().toLowerCase();
  if (name === 'free' || name === '') return 'free';
  if (name === 'basic') return 'basic';
  return 'pro';
}

export function limitsFor(plan: string | null | undefined): PlanLimits {
  return PLAN_LIMITS[planOf(plan)];
}

/**
 * The options a run really gets: what the user chose, whatever the plan. The plan caps only what is shown
 * (competitorsShown, keywordLimit at read time), never what is measured, so the same idea scores the same on
 * every plan (a capped list would read as "low competition").
 */
export function researchOptionsForPlan<Options>(options: Options, _plan: string | null | undefined): Options {
  return options;
}

/** HTTP 402 / PLAN_LIMIT_REACHED: the plan does not include this; the web app offers "Upgrade Plan". */
export function planLimitReached(message: string): AppError {
  return new AppError('PLAN_LIMIT_REACHED', message);
}

export function projectQuotaMessage(limits: PlanLimits): string {
  return `Your ${limits.label} plan includes ${limits.projectsPerMonth} validations per month, and you have used them all. Upgrade your plan to validate more ideas.`;
}

export function exportNotInPlanMessage(limits: PlanLimits): string {
  return `PDF and Excel export are not included in the ${limits.label} plan. Upgrade your plan to export reports.`;
}

/**
 * What makes two research runs the same idea (README "What a plan counts"): the name and the category,
 * lower-cased, with everything but letters and digits removed. "Food Truck Finder" and "food-truck finder!"
 * in the same category are one idea; rewording the description or notes is free; a new name or category is a new idea.
 */
export function ideaKey(name: string, category: string | null | undefined): string {
  const normalise = (text: string) =>
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '');
  return `${normalise(name)}|${normalise(category ?? '')}`;
}

export function websiteNotInPlanMessage(limits: PlanLimits): string {
  return `Website generation is not included in the ${limits.label} plan. Upgrade your plan to generate a website.`;
}
