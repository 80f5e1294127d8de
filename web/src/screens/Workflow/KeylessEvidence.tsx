import styled from '@emotion/styled';
import { BasisBadge, SourceLink } from '../../components/Provenance.js';
import { Badge } from '../../components/ui.js';
import type { ResearchResultsQuery } from '../../generated/graphql.js';
import { count, launchesSentence, TOO_LITTLE_TO_TELL } from './evidenceWords.js';
import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH, SparklineFigure, sparklinePath } from './sparkline.js';

type Results = ResearchResultsQuery['researchResults'];
type Launches = NonNullable<Results['competitorLaunches']>;
type Repositories = NonNullable<Results['openSourceAlternatives']>;
type Attention = NonNullable<Results['keywordAttention']>;

const Block = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(2)};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space(2, 0)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    overflow-wrap: anywhere;
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

const monthYear = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }) : null;

/** " (search Hacker News)": the public search page that repeats the query, when there is one. */
function SearchLink({ url }: { url: string | null | undefined }) {
  if (!url) return null;
  return (
    <>
      {' '}
      (
      <a href={url} target="_blank" rel="noopener noreferrer">
        search Hacker News
      </a>
      )
    </>
  );
}

/** Similar products launched or discussed on Hacker News (Show HN first), each linking to its discussion. */
export function HackerNewsLaunches({ search }: { search: Launches }) {
  return (
    <Block data-testid="hacker-news-launches">
      <h3>
        Launches and discussions on Hacker News <BasisBadge basis={search.basis} />
      </h3>
      {search.basis !== 'MEASURED' ? (
        <Muted>Hacker News could not be checked this time, so launches of similar products are not known.</Muted>
      ) : (
        <>
          <Muted>
            {launchesSentence(search)}
            <SearchLink url={search.source.url} />.
          </Muted>
          {search.launches.length === 0 ? null : (
            <List>
              {search.launches.map((launch) => (
                <li key={launch.threadUrl}>
                  <a href={launch.threadUrl} target="_blank" rel="noopener noreferrer">
                    {launch.title}
                  </a>{' '}
                  {launch.showHn ? <Badge tone="primary">Launch</Badge> : null}
                  <div className="facts">
                    <span>{count(launch.points, 'point')}</span>
                    <span>{count(launch.comments, 'comment')}</span>
                    <span>{monthYear(launch.postedAt)}</span>
                    {launch.productUrl ? (
                      <a href={launch.productUrl} target="_blank" rel="noopener noreferrer">
                        {new URL(launch.productUrl).hostname.replace(/^www\./, '')}
                      </a>
                    ) : null}
                  </div>
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </Block>
  );
}

/** Open-source projects like the idea on GitHub, most starred first, with when they last changed. */
export function OpenSourceAlternatives({ search }: { search: Repositories }) {
  return (
    <Block data-testid="open-source-alternatives">
      <h3>
        Open-source alternatives on GitHub <BasisBadge basis={search.basis} />
      </h3>
      {search.basis !== 'MEASURED' ? (
        <Muted>GitHub could not be checked this time, so free open-source alternatives are not known.</Muted>
      ) : search.repositories.length === 0 ? (
        <Muted>No open-source project like this was found on GitHub.</Muted>
      ) : (
        <List>
          {search.repositories.map((repository) => (
            <li key={repository.fullName}>
              <a href={repository.url} target="_blank" rel="noopener noreferrer">
                {repository.fullName}
              </a>{' '}
              {repository.archived ? <Badge tone="neutral">No longer maintained</Badge> : null}
              {repository.description ? <div>{repository.description}</div> : null}
              <div className="facts">
                <span>{count(repository.stars, 'star')}</span>
                {repository.lastPushAt ? <span>Last updated {monthYear(repository.lastPushAt)}</span> : null}
                {repository.language ? <span>{repository.language}</span> : null}
              </div>
            </li>
          ))}
        </List>
      )}
    </Block>
  );
}

/** Hacker News stories and comments a month about the subject, beside Wikipedia interest. */
export function AttentionChart({ attention }: { attention: Attention }) {
  if (attention.basis !== 'MEASURED' || attention.points.length < 2) {
    return (
      <SparklineFigure data-testid="attention-chart">
        <figcaption>
          <strong>Talked about on Hacker News</strong> <BasisBadge basis={attention.basis} />
        </figcaption>
        <Muted>Hacker News could not be checked this time.</Muted>
      </SparklineFigure>
    );
  }
  const totals = attention.points.map((point) => point.stories + point.comments);
  const path = sparklinePath(totals);
  const first = attention.points[0]!.month;
  const last = attention.points[attention.points.length - 1]!.month;
  const stories = attention.points.reduce((sum, point) => sum + point.stories, 0);
  const comments = attention.points.reduce((sum, point) => sum + point.comments, 0);
  const trend = attention.trend ? attention.trend.charAt(0) + attention.trend.slice(1).toLowerCase() : null;
  return (
    <SparklineFigure data-testid="attention-chart">
      <figcaption>
        <strong>Talked about on Hacker News: “{attention.query}”</strong>
        <span>
          {count(stories, 'story', 'stories')} and {count(comments, 'comment')}, {first} to {last}
          {trend ? ` (${trend.toLowerCase()})` : ` (${TOO_LITTLE_TO_TELL})`}
        </span>
        <BasisBadge basis={attention.basis} />
        <SourceLink source={attention.source} label="Hacker News" />
      </figcaption>
      <svg
        viewBox={`0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Hacker News stories and comments a month from ${first} to ${last}: ${trend ? trend.toLowerCase() : TOO_LITTLE_TO_TELL}`}
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
    </SparklineFigure>
  );
}
