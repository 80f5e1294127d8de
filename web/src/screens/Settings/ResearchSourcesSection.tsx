import styled from '@emotion/styled';
import { GlobeIcon } from '../../components/icons.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Badge, Card, CardDescription, CardHeader, CardTitle, IconBubble } from '../../components/ui.js';
import { useResearchSourcesQuery, type ResearchSourceKind, type ResearchSourcesQuery } from '../../generated/graphql.js';

type Source = ResearchSourcesQuery['researchSources'][number];

const KIND_LABELS: Record<ResearchSourceKind, string> = {
  WEB_SEARCH: 'Web search (competitors)',
  PATENTS: 'Patents',
  TRADEMARKS: 'Trademarks',
  KEYWORDS: 'Keyword data',
  INTEREST: 'Interest over time',
  DOMAINS: 'Domains',
  AI: 'AI model',
};

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(1, 3)};
  padding: ${({ theme }) => theme.space(3, 0)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-of-type {
    border-bottom: none;
  }
  strong {
    display: block;
  }
`;

const Detail = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const when = (value: string) => new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A source's state in words: what it last did, or what turns it on. */
function sourceDetail(source: Source): string {
  if (!source.configured) return `Not configured: ${source.howToEnable}.`;
  const failedLast = source.lastErrorAt && (!source.lastSuccessAt || source.lastErrorAt > source.lastSuccessAt);
  if (failedLast) return `Last error ${when(source.lastErrorAt!)}: ${source.lastError ?? 'no answer'}`;
  if (source.lastSuccessAt) return `Last answered ${when(source.lastSuccessAt)}.`;
  return 'Configured; not used yet.';
}

function status(source: Source): { tone: 'success' | 'warning' | 'neutral'; label: string } {
  if (!source.configured) return { tone: 'neutral', label: 'Not configured' };
  if (source.lastErrorAt && (!source.lastSuccessAt || source.lastErrorAt > source.lastSuccessAt)) return { tone: 'warning', label: 'Failing' };
  return { tone: 'success', label: 'Configured' };
}

/** Settings and admin: each research source (web search, patents, trademarks, keywords, …), configured or not, last success and error. */
export function ResearchSourcesSection() {
  const { data, loading, error } = useResearchSourcesQuery({ fetchPolicy: 'cache-and-network' });
  return (
    <Card aria-labelledby="research-sources-title">
      <CardHeader>
        <IconBubble>
          <GlobeIcon />
        </IconBubble>
        <div>
          <CardTitle id="research-sources-title">Research sources</CardTitle>
          <CardDescription>Where research facts come from. A source that is not configured leaves its facts estimated, sample or unknown.</CardDescription>
        </div>
      </CardHeader>
      {loading && !data ? (
        <p role="status">
          <SpinnerIcon diameter={16} aria-hidden="true" /> Checking research sources...
        </p>
      ) : error && !data ? (
        <p role="alert">Research sources are unavailable right now.</p>
      ) : (
        <List>
          {(data?.researchSources ?? []).map((source) => {
            const badge = status(source);
            return (
              <Row key={source.name}>
                <span>
                  <strong>{source.label}</strong>
                  {KIND_LABELS[source.kind]}
                </span>
                <Badge tone={badge.tone}>{badge.label}</Badge>
                <Detail>{sourceDetail(source)}</Detail>
              </Row>
            );
          })}
        </List>
      )}
    </Card>
  );
}
