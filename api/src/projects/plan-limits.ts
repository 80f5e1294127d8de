import type { CompetitorAnalysisDepth, ResearchOptions } from '../research/research.types.js';
import { AppError } from '../shared/errors.js';

/**
 * What each plan allows (spec §9), enforced on the server. A user's `plan` is 'free', 'basic', or
 * anything else, which counts as Pro (spec §3).
 */
export type PlanName = 'free' | 'basic' | 'pro';

export interface PlanLimits {
  label: string;
  /** Projects created per calendar month (UTC); null = unlimited. */
  projectsPerMonth: number | null;
  /** The deepest competitor analysis: Free basic (3-5), Basic medium (5-8), Pro comprehensive (8-12). */
  deepestCompetitorAnalysis: CompetitorAnalysisDepth;
  keywordLimit: number;
  websiteGeneration: boolean;
}

export const PLAN_LIMITS: Record<PlanName, PlanLimits> = {
  free: { label: 'Free', projectsPerMonth: 3, deepestCompetitorAnalysis: 'basic', keywordLimit: 10, websiteGeneration: false },
  basic: { label: 'Basic', projectsPerMonth: 25, deepestCompetitorAnalysis: 'medium', keywordLimit: 25, websiteGeneration: true },
  pro: { label: 'Pro', projectsPerMonth: null, deepestCompetitorAnalysis: 'comprehensive', keywordLimit: 50, websiteGeneration: true },
};

const DEPTH_ORDER: readonly CompetitorAnalysisDepth[] = ['basic', 'medium', 'comprehensive'];

export function planOf(plan: string | null | undefined): PlanName {
  const name = (plan ?? 'free').trim().toLowerCase();
  if (name === 'free' || name === '') return 'free';
  if (name === 'basic') return 'basic';
  return 'pro';
}

export function limitsFor(plan: string | null | undefined): PlanLimits {
  return PLAN_LIMITS[planOf(plan)];
}

/** The options a run really gets: the depth capped by the plan, and the plan's keyword count. */
export function researchOptionsForPlan(options: ResearchOptions, plan: string | null | undefined): ResearchOptions {
  const limits = limitsFor(plan);
  const cap = DEPTH_ORDER.indexOf(limits.deepestCompetitorAnalysis);
  const depth = DEPTH_ORDER.indexOf(options.competitorAnalysisDepth) > cap ? limits.deepestCompetitorAnalysis : options.competitorAnalysisDepth;
  return { ...options, competitorAnalysisDepth: depth, keywordLimit: limits.keywordLimit };
}

/** HTTP 402 / PLAN_LIMIT_REACHED: the plan does not include this; the web app offers "Upgrade Plan". */
export function planLimitReached(message: string): AppError {
  return new AppError('PLAN_LIMIT_REACHED', message);
}

export function projectQuotaMessage(limits: PlanLimits): string {
  return `Your ${limits.label} plan includes ${limits.projectsPerMonth} projects per month, and you have used them all. Upgrade your plan to create more.`;
}

export function websiteNotInPlanMessage(limits: PlanLimits): string {
  return `Website generation is not included in the ${limits.label} plan. Upgrade your plan to generate a website.`;
}
