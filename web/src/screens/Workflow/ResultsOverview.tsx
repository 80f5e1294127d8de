import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { GlobeIcon, ShieldIcon, TrendingIcon, UsersIcon } from '../../components/icons.js';
import { Tabs } from '../../components/Tabs.js';
import { sectionReason } from '@ideascope/shared';
import { BasisBadge, DNS_ESTIMATE, SampleDataNotice, SectionProvenance, type EstimateDisplay } from '../../components/Provenance.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble } from '../../components/ui.js';
import type { ResearchResultsQuery } from '../../generated/graphql.js';
import { CompetitorsTab, DomainTab, KeywordsTab, LegalTab } from './ResultTabs.js';
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

function SummaryTile({
  icon,
  label,
  verdict: { value, tone, basis },
  estimate,
}: {
  icon: ReactNode;
  label: string;
  verdict: TileVerdict;
  /** What ESTIMATED says where the estimate is not an AI model's. */
  estimate?: EstimateDisplay;
}) {
  // A verdict from sample data or a model's memory says so on the tile itself.
  const qualified = basis === 'SAMPLE' || basis === 'ESTIMATED';
  return (
    <Tile data-basis={basis ?? undefined}>
      <IconBubble tone={qualified ? 'neutral' : tone} aria-hidden="true">
        {icon}
      </IconBubble>
      <dl css={{ margin: 0, minWidth: 0 }}>
        <dt>{label}</dt>
        <dd
          css={
            tone === 'neutral' || qualified
              ? (theme) => ({ color: theme.colors.textMuted, fontWeight: theme.fontWeights.medium })
              : undefined
          }
        >
          {value}
          {qualified ? (
            <>
              {' '}
              <BasisBadge basis={basis} estimate={estimate} />
            </>
          ) : null}
        </dd>
      </dl>
    </Tile>
  );
}

type Section = Results['sections']['domains'];

const SECTION_TITLES = { domains: 'Domains', competitors: 'Competitors', keywords: 'Keywords', legal: 'Legal' } as const;
type SectionKey = keyof typeof SECTION_TITLES;

export function ResultsOverview({ results }: { results: Results | undefined }) {
  const [tab, setTab] = useState('domains');
  const summary = summarise(results);
  const sections = results?.sections;
  const withSource = (name: SectionKey, content: ReactNode) => {
    const section: Section | undefined = sections?.[name];
    // Why the section is not measured, in the customer's words (the reports say the same).
    const said = sectionReason(name, section, results?.competitorSearch ?? null);
    return (
      <>
        {section?.basis === 'SAMPLE' ? <SampleDataNotice compact reason={said} /> : null}
        <SectionProvenance
          basis={section?.basis}
          source={section?.source?.toLowerCase()}
          said={section?.basis === 'SAMPLE' ? null : said}
          estimate={name === 'domains' ? DNS_ESTIMATE : undefined}
        />
        {content}
      </>
    );
  };
  const sampleParts = (Object.keys(SECTION_TITLES) as SectionKey[])
    .filter((name) => sections?.[name].basis === 'SAMPLE')
    .map((name) => SECTION_TITLES[name]);
  return (
    <Card aria-labelledby="results-title">
      <CardHeader css={{ marginBottom: 16 }}>
        <div>
          <CardTitle id="results-title">Research Results</CardTitle>
          <CardDescription>Sections appear as soon as each one finishes.</CardDescription>
        </div>
      </CardHeader>
      {results?.sampleNotice.sample ? <SampleDataNotice parts={sampleParts} /> : null}
      <Tiles>
        <SummaryTile icon={<UsersIcon size={18} />} label="Competition Level" verdict={summary.competition} />
        <SummaryTile icon={<TrendingIcon size={18} />} label="Keyword Opportunity" verdict={summary.keywordOpportunity} />
        <SummaryTile icon={<ShieldIcon size={18} />} label="Legal Status" verdict={summary.legal} />
        <SummaryTile icon={<GlobeIcon size={18} />} label="Domains" verdict={summary.domains} estimate={DNS_ESTIMATE} />
      </Tiles>
      <Tabs
        label="Research results"
        selected={tab}
        onSelect={setTab}
        items={[
          { id: 'domains', label: 'Domain Analysis', content: withSource('domains', <DomainTab domains={results?.domains ?? []} />) },
          {
            id: 'competitors',
            label: 'Competitors',
            content: withSource(
              'competitors',
              <CompetitorsTab
                competitors={results?.competitors ?? []}
                competitorCount={results?.competitorCount}
                search={results?.competitorSearch}
                launches={results?.competitorLaunches}
                openSource={results?.openSourceAlternatives}
              />,
            ),
          },
          {
            id: 'keywords',
            label: 'Keywords',
            content: withSource(
              'keywords',
              <KeywordsTab keywords={results?.keywords ?? []} interest={results?.keywordInterest} attention={results?.keywordAttention} />,
            ),
          },
          { id: 'legal', label: 'Legal Research', content: withSource('legal', <LegalTab legal={results?.legal ?? null} />) },
        ]}
      />
    </Card>
  );
}
