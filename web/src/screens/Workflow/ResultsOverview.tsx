import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { GlobeIcon, ShieldIcon, TrendingIcon, UsersIcon } from '../../components/icons.js';
import { Tabs } from '../../components/Tabs.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble } from '../../components/ui.js';
import type { ResearchResultsQuery } from '../../generated/graphql.js';
import { CompetitorsTab, DomainTab, KeywordsTab, LegalTab } from './ResultTabs.js';
import { SourceLabel } from './SourceLabel.js';
import { summarise, type TileVerdict } from './summary.js';

type Results = ResearchResultsQuery['researchResults'];

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.mq.md} {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
  > span {
    display: none;
    ${({ theme }) => theme.mq.sm} {
      display: inline-flex;
    }
  }
`;

function SummaryTile({ icon, label, verdict: { value, tone } }: { icon: ReactNode; label: string; verdict: TileVerdict }) {
  return (
    <Tile>
      <IconBubble tone={tone} aria-hidden="true">
        {icon}
      </IconBubble>
      <dl css={{ margin: 0, minWidth: 0 }}>
        <dt>{label}</dt>
        <dd css={tone === 'neutral' ? (theme) => ({ color: theme.colors.textMuted, fontWeight: theme.fontWeights.medium }) : undefined}>{value}</dd>
      </dl>
    </Tile>
  );
}

const SourceRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(2)};
  min-height: 1em;
`;

export function ResultsOverview({ results }: { results: Results | undefined }) {
  const [tab, setTab] = useState('domains');
  const summary = summarise(results);
  const sections = results?.sections;
  const withSource = (source: Parameters<typeof SourceLabel>[0]['source'], content: ReactNode) => (
    <>
      <SourceRow>
        <SourceLabel source={source} />
      </SourceRow>
      {content}
    </>
  );
  return (
    <Card aria-labelledby="results-title">
      <CardHeader css={{ marginBottom: 16 }}>
        <div>
          <CardTitle id="results-title">Research Results</CardTitle>
          <CardDescription>Sections appear as soon as each one finishes.</CardDescription>
        </div>
      </CardHeader>
      <Tiles>
        <SummaryTile icon={<UsersIcon size={18} />} label="Competition Level" verdict={summary.competition} />
        <SummaryTile icon={<TrendingIcon size={18} />} label="Keyword Opportunity" verdict={summary.keywordOpportunity} />
        <SummaryTile icon={<ShieldIcon size={18} />} label="Legal Status" verdict={summary.legal} />
        <SummaryTile icon={<GlobeIcon size={18} />} label="Domains" verdict={summary.domains} />
      </Tiles>
      <Tabs
        label="Research results"
        selected={tab}
        onSelect={setTab}
        items={[
          { id: 'domains', label: 'Domain Analysis', content: withSource(sections?.domains.source, <DomainTab domains={results?.domains ?? []} />) },
          { id: 'competitors', label: 'Competitors', content: withSource(sections?.competitors.source, <CompetitorsTab competitors={results?.competitors ?? []} />) },
          { id: 'keywords', label: 'Keywords', content: withSource(sections?.keywords.source, <KeywordsTab keywords={results?.keywords ?? []} />) },
          { id: 'legal', label: 'Legal Research', content: withSource(sections?.legal.source, <LegalTab legal={results?.legal ?? null} />) },
        ]}
      />
    </Card>
  );
}
