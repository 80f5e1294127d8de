import type { ResearchAnalyticsQuery } from '../../generated/graphql.js';
import { isSameMonth } from '../../components/projectFormat.js';

/** What the server counted from the research itself (GraphQL researchAnalytics). */
export type ResearchFigures = Omit<ResearchAnalyticsQuery['researchAnalytics'], '__typename'>;

/** "2 min 14 s", "45 s", "1 h 3 min": how long a validation took. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return 'N/A';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** Month over month from real counts; '—' when there is no previous month to compare with. */
export function monthOverMonth(thisMonth: number, lastMonth: number): string {
  if (lastMonth === 0) return '—';
  const change = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  return `${change > 0 ? '+' : ''}${change}% vs last month`;
}

/** "1 lookup got no answer", "16 lookups got no answer". */
function unanswered(count: number): string {
  return `${count} ${count === 1 ? 'lookup' : 'lookups'} got no answer`;
}

/**
 * The research quality grade: the share of facts in the current results that were MEASURED
 * (read from a real source), not estimated or sample. A lookup no source answered is not a fact.
 * '—' and "not enough evidence" before there are any facts; only a good grade (A or B) is a success.
 */
export function qualityGrade(
  facts: number,
  measuredFacts: number,
  unansweredLookups = 0,
): { grade: string; detail: string; success: boolean } {
  if (facts === 0) {
    const detail =
      unansweredLookups > 0 ? `Not enough evidence to grade yet: ${unanswered(unansweredLookups)}` : 'Not enough evidence to grade yet';
    return { grade: '—', detail, success: false };
  }
  const share = Math.round((measuredFacts / facts) * 100);
  const grade = share >= 90 ? 'A' : share >= 75 ? 'B' : share >= 50 ? 'C' : share >= 25 ? 'D' : 'E';
  const measured = `${share}% of ${facts} facts measured from real sources`;
  return {
    grade,
    detail: unansweredLookups > 0 ? `${measured}; ${unanswered(unansweredLookups)}` : measured,
    success: grade === 'A' || grade === 'B',
  };
}

interface ProjectFacts {
  category: string | null;
  currentStep: number;
  createdAt: string;
}

export interface CategoryShare {
  category: string;
  count: number;
  percent: number;
}

/**
 * The figures of the Analytics screen (spec §2): totals and categories from the project list; time,
 * impact, month over month and the quality grade from what the research really found (the spec's
 * fixed figures would present invented numbers as measured).
 */
export function analyse(projects: ProjectFacts[], research: ResearchFigures | null, now: Date = new Date()) {
  const total = projects.length;
  const completed = projects.filter((project) => project.currentStep >= 5).length;
  const thisMonth = projects.filter((project) => isSameMonth(project.createdAt, now)).length;
  const completionRate = total ? Math.round((completed / total) * 100) : 0;

  const counts = new Map<string, number>();
  for (const project of projects) {
    const category = project.category || 'Uncategorised';
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const categories: CategoryShare[] = [...counts.entries()]
    .map(([category, count]) => ({ category, count, percent: Math.round((count / total) * 100) }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));

  const recommendations: string[] = [];
  if (total > 0 && completionRate >= 80) {
    recommendations.push(
      'Great follow-through: most of your ideas are fully researched. Shortlist the best-scoring ones and test them with real customers.',
    );
  }
  if (total > 0 && completionRate < 50) {
    recommendations.push('Many ideas are still mid-research. Open them from My Ideas and let the research finish before you compare them.');
  }
  if (counts.size >= 3) {
    recommendations.push(
      'You are exploring several categories. Compare scores across them to find the market where your ideas are strongest.',
    );
  }
  if (research && research.facts > 0 && research.sampleFacts > 0) {
    recommendations.push(
      'Some of your reports rest on sample data, not research. Configure an AI key and the research sources to measure your ideas for real.',
    );
  }
  if (thisMonth > 0) {
    recommendations.push(
      `You researched ${thisMonth} ${thisMonth === 1 ? 'idea' : 'ideas'} this month. Keep the momentum: a steady pace of validation surfaces the winners faster.`,
    );
  }

  return {
    total,
    completed,
    thisMonth,
    completionRate,
    averageTime: formatDuration(research?.averageResearchSeconds ?? null),
    topCategories: categories.slice(0, 5),
    categoryCount: counts.size,
    // Domains found counts only what a registry or DNS records answered; with no answer at all it is "not checked", not 0.
    // Competitors and keywords count only what a real source found (the server leaves out a model's guesses and
    // sample data); with no section a source answered for they are "not measured", while a source that answered
    // and found none is a measured 0.
    impact: {
      domains: research && research.checkedDomains > 0 ? research.availableDomains : null,
      competitors: research && research.measuredCompetitorSections > 0 ? research.competitors : null,
      keywords: research && research.measuredKeywordSections > 0 ? research.keywords : null,
    },
    monthlyGrowth: research ? monthOverMonth(research.thisMonth, research.lastMonth) : '—',
    quality: qualityGrade(research?.facts ?? 0, research?.measuredFacts ?? 0, research?.unansweredLookups ?? 0),
    sampleFacts: research?.sampleFacts ?? 0,
    recommendations,
  };
}
