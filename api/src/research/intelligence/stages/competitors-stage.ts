import type { Competitor, ResearchInput, StageResult } from '../../research.types.js';
import { competitorsRequest } from '../ai-operations.js';
import { fallbackCompetitors } from '../fallback/fallback-generator.js';
import { settleAi, type StageDependencies, type StageOptions } from './stage-context.js';

/**
 * Competitors: from the model's own knowledge (ESTIMATED) or the sample generator (SAMPLE).
 * A configured web search (issue: real sources) comes first once it exists.
 */
export async function competitorsStage(dependencies: StageDependencies, input: ResearchInput, options: StageOptions): Promise<StageResult<Competitor[]>> {
  return settleAi(dependencies, await dependencies.ai.ask(competitorsRequest(input)), () => fallbackCompetitors(input), options, 'competitors');
}
