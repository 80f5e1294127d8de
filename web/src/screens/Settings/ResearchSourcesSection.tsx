import styled from '@emotion/styled';
import { customerReason, type ResearchTopic } from '@ideascope/shared';
import { GlobeIcon } from '../../components/icons.js';
import { formatDateTime } from '../../components/projectFormat.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Badge, Card, CardDescription, CardHeader, CardTitle, IconBubble } from '../../components/ui.js';
import {
  useIsAdminQuery,
  useResearchSourcesOperatorDetailQuery,
  useResearchSourcesQuery,
  type ResearchSourceKind,
  type ResearchSourcesQuery,
} from '../../generated/graphql.js';

type Source = ResearchSourcesQuery['researchSources'][number];

const KIND_LABELS: Record<ResearchSourceKind, string> = {
  WEB_SEARCH: 'Web search (competitors)',
  PATENTS: 'Patents',
  TRADEMARKS: 'Trademarks',
  KEYWORDS: 'Keyword data',
  INTEREST: 'Interest over time',
  LAUNCHES: 'Product launches',
  OPEN_SOURCE: 'Open-source projects',
  DOMAINS: 'Domains',
  AI: 'AI model',
};

const KIND_TOPICS: Record<ResearchSourceKind, ResearchTopic> = {
  WEB_SEARCH: 'competitors',
  PATENTS: 'patents',
  TRADEMARKS: 'trademarks',
  KEYWORDS: 'keywords',
  INTEREST: 'interest',
  LAUNCHES: 'launches',
  OPEN_SOURCE: 'openSource',
  DOMAINS: 'domains',
  AI: 'ai',
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
  overflow-wrap: break-word;
`;

const OperatorDetail = styled.code`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  overflow-wrap: anywhere;
`;

/** The one reading of a source's state: its badge and its sentence come from here, so they never disagree. */
export function sourceState(source: Pick<Source, 'configured' | 'kind' | 'lastSuccessAt' | 'lastErrorAt' | 'lastError'>): {
  tone: 'success' | 'warning' | 'neutral';
  label: string;
  detail: string;
} {
  if (!source.configured)
    return {
      tone: 'neutral',
      label: 'Not connected',
      // The model is what estimates: without it nothing is estimated, and research shows what real sources found.
      detail:
        source.kind === 'AI'
          ? 'Not connected on this IdeaScope: nothing is written or judged by AI, and research shows only what real sources found.'
          : 'Not connected on this IdeaScope: the facts it would give are estimated by a model or unknown.',
    };
  const failedLast = source.lastErrorAt && (!source.lastSuccessAt || source.lastErrorAt > source.lastSuccessAt);
  if (failedLast) {
    // Customers get no error text (lastError is null for them): then the sentence says only when it was tried.
    const why = customerReason(KIND_TOPICS[source.kind], source.lastError);
    return {
      tone: 'warning',
      label: 'No answer',
      detail: `Last tried ${formatDateTime(source.lastErrorAt)}, without an answer. ${why ?? ''}`.trim(),
    };
  }
  if (source.lastSuccessAt)
    return { tone: 'success', label: 'Connected', detail: `Last answered ${formatDateTime(source.lastSuccessAt)}.` };
  return { tone: 'success', label: 'Connected', detail: 'Connected; not asked yet.' };
}

/**
 * Settings and admin: each research source (web search, patents, trademarks, keywords, …), connected or
 * not, and what it last did, in the customer's words; admins also read the operator's detail (settings, raw errors).
 */
export function ResearchSourcesSection() {
  const { data, loading, error } = useResearchSourcesQuery({ fetchPolicy: 'cache-and-network' });
  const isAdmin = useIsAdminQuery().data?.isAdmin === true;
  // Not cached: the list has no ids, and this answer must not replace the customer one in the cache.
  const operator = useResearchSourcesOperatorDetailQuery({ skip: !isAdmin, fetchPolicy: 'no-cache' });
  const operatorDetail = new Map((operator.data?.researchSources ?? []).map((source) => [source.name, source.operatorDetail]));
  return (
    <Card aria-labelledby="research-sources-title">
      <CardHeader>
        <IconBubble>
          <GlobeIcon />
        </IconBubble>
        <div>
          <CardTitle id="research-sources-title">Research sources</CardTitle>
          <CardDescription>
            Where research facts come from. A source that is not connected leaves its facts estimated, sample or unknown.
          </CardDescription>
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
            const state = sourceState(source);
            const detail = operatorDetail.get(source.name);
            return (
              <Row key={source.name} data-testid={`research-source-${source.name}`}>
                <span>
                  <strong>{source.label}</strong>
                  {KIND_LABELS[source.kind] ?? source.kind}
                </span>
                <Badge tone={state.tone}>{state.label}</Badge>
                <Detail>{state.detail}</Detail>
                {detail ? (
                  <OperatorDetail data-testid="operator-detail" title="Shown to admins only">{`Admin: ${detail}`}</OperatorDetail>
                ) : null}
              </Row>
            );
          })}
        </List>
      )}
    </Card>
  );
}
