import { readStored, writeStored } from './localStore.js';

/** Research settings live in the browser only (spec §3); the workflow sends them with startResearch. */
export type CompetitorAnalysisDepthSetting = 'basic' | 'medium' | 'comprehensive';

export interface ResearchSettings {
  includePatents: boolean;
  includeTrademarks: boolean;
  domainExtensions: string[];
  competitorAnalysisDepth: CompetitorAnalysisDepthSetting;
}

export const RESEARCH_SETTINGS_KEY = 'researchSettings';

export const defaultResearchSettings: ResearchSettings = {
  includePatents: true,
  includeTrademarks: true,
  domainExtensions: ['.com', '.net', '.org', '.io'],
  competitorAnalysisDepth: 'medium',
};

export const competitorDepthOptions: { value: CompetitorAnalysisDepthSetting; label: string }[] = [
  { value: 'basic', label: 'Basic (3-5 competitors)' },
  { value: 'medium', label: 'Medium (5-8 competitors)' },
  { value: 'comprehensive', label: 'Comprehensive (8-12 competitors)' },
];

export function readResearchSettings(): ResearchSettings {
  const stored = readStored(RESEARCH_SETTINGS_KEY, defaultResearchSettings);
  const depthKnown = competitorDepthOptions.some((option) => option.value === stored.competitorAnalysisDepth);
  return { ...stored, competitorAnalysisDepth: depthKnown ? stored.competitorAnalysisDepth : 'medium' };
}

export function saveResearchSettings(settings: ResearchSettings): void {
  writeStored(RESEARCH_SETTINGS_KEY, settings);
}

/** The stored settings in the shape of the GraphQL ResearchOptionsInput (createProject / startResearch). */
export function researchOptionsInput(settings: ResearchSettings = readResearchSettings()) {
  return {
    includePatents: settings.includePatents,
    includeTrademarks: settings.includeTrademarks,
    domainExtensions: settings.domainExtensions,
    competitorAnalysisDepth: settings.competitorAnalysisDepth.toUpperCase() as 'BASIC' | 'MEDIUM' | 'COMPREHENSIVE',
  };
}
