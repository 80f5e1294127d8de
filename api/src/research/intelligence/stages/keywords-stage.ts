import type { Keyword, ResearchInput, StageResult } from '../../research.types.js';
import { keywordsRequest } from '../ai-operations.js';
import { fallbackKeywords } from '../fallback/fallback-generator.js';
import { settleAi, type StageDependencies, type StageOptions } from './stage-context.js';

/** Keywords: estimated by the model (ESTIMATED) or the sample generator (SAMPLE). */
export async function keywordsStage(dependencies: StageDependencies, input: ResearchInput, options: StageOptions): Promise<StageResult<Keyword[]>> {
  return settleAi(dependencies, await dependencies.ai.ask(keywordsRequest(input)), () => fallbackKeywords(input), options, 'keywords');
}
