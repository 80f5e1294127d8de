import styled from '@emotion/styled';
import { EmptyMessage } from '../../components/DataTable.js';
import { serverMessage } from '../../components/errors.js';
import { CalendarIcon } from '../../components/extraIcons.js';
import {
  ChartIcon,
  CheckIcon,
  ClockIcon,
  FolderIcon,
  GlobeIcon,
  LightbulbIcon,
  StarIcon,
  TrendingIcon,
  UsersIcon,
} from '../../components/icons.js';
import { LoadingState } from '../../components/Spinner.js';
import { StatCard, StatGrid } from '../../components/StatCard.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble, PageHeader } from '../../components/ui.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useProjectsQuery, useResearchAnalyticsQuery } from '../../generated/graphql.js';
import { analyse } from './analytics.js';
import { browserTimeZone } from '../../components/browserTimeZone.js';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const CategoryList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Bar = styled.span<{ percent: number }>`
  display: block;
  height: 8px;
  margin-top: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.full};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} ${({ percent }) => percent}%,
    ${({ theme }) => theme.colors.surfaceMuted} ${({ percent }) => percent}%
  );
`;

const ImpactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const QualityTiles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const QualityTile = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;
  p:first-of-type {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  p:last-of-type {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A tile's detail line: green only for good news (a good grade, a rise), muted otherwise. */
const Trend = styled.span<{ success: boolean }>`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme, success }) => (success ? theme.colors.successText : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Recommendations = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    flex-shrink: 0;
    margin-top: 1px;
  }
`;

/** /analytics: how the user's idea research is going. */
export default function AnalyticsScreen() {
  usePageTitle('Analytics');
  const { data, loading, error } = useProjectsQuery();
  const research = useResearchAnalyticsQuery({ variables: { timeZone: browserTimeZone() } });
  if ((loading && !data) || (research.loading && !research.data)) return <LoadingState />;
  const figures = analyse(data?.projects ?? [], research.data?.researchAnalytics ?? null);

  return (
    <>
      <PageHeader>
        <h1>Analytics</h1>
        <p>How your idea research is going.</p>
      </PageHeader>
      {error ? <EmptyMessage role="alert">{serverMessage(error, 'Failed to load projects')}</EmptyMessage> : null}
      <StatGrid>
        <StatCard label="Total Projects" value={figures.total} icon={<FolderIcon />} />
        <StatCard
          label="Completion Rate"
          value={`${figures.completionRate}%`}
          detail={`${figures.completed} completed`}
          icon={<CheckIcon />}
          tone="success"
        />
        <StatCard label="This Month" value={figures.thisMonth} detail={figures.monthlyGrowth} icon={<CalendarIcon />} tone="warning" />
        <StatCard label="Avg. Time" value={figures.averageTime} detail="per completed validation" icon={<ClockIcon />} />
      </StatGrid>
      <Columns>
        <Card aria-labelledby="categories-title">
          <CardHeader>
            <div>
              <CardTitle id="categories-title">Popular Categories</CardTitle>
              <CardDescription>Your top 5 categories by number of ideas</CardDescription>
            </div>
          </CardHeader>
          {figures.topCategories.length === 0 ? (
            <EmptyMessage>No projects yet</EmptyMessage>
          ) : (
            <CategoryList>
              {figures.topCategories.map((share) => (
                <li key={share.category}>
                  <div>
                    <span>{share.category}</span>
                    <small>
                      {share.count} {share.count === 1 ? 'project' : 'projects'} · {share.percent}%
                    </small>
                  </div>
                  <Bar percent={share.percent} aria-hidden="true" />
                </li>
              ))}
            </CategoryList>
          )}
        </Card>
        <Card aria-labelledby="impact-title">
          <CardHeader>
            <div>
              <CardTitle id="impact-title">Research Impact</CardTitle>
              <CardDescription>What your completed research has covered</CardDescription>
            </div>
          </CardHeader>
          <ImpactList>
            <li>
              <IconBubble aria-hidden="true">
                <GlobeIcon size={18} />
              </IconBubble>
              <span>
                <strong>{figures.impact.domains ?? '—'}</strong>
                {figures.impact.domains === null ? 'Domains found (not checked)' : 'Domains found'}
              </span>
            </li>
            <li>
              <IconBubble tone="warning" aria-hidden="true">
                <UsersIcon size={18} />
              </IconBubble>
              <span>
                <strong>{figures.impact.competitors ?? '—'}</strong>
                {figures.impact.competitors === null ? 'Competitors analysed (not measured)' : 'Competitors analysed'}
              </span>
            </li>
            <li>
              <IconBubble tone="success" aria-hidden="true">
                <TrendingIcon size={18} />
              </IconBubble>
              <span>
                <strong>{figures.impact.keywords ?? '—'}</strong>
                {figures.impact.keywords === null ? 'Keywords researched (not measured)' : 'Keywords researched'}
              </span>
            </li>
          </ImpactList>
        </Card>
      </Columns>
      <Card aria-labelledby="quality-title">
        <CardHeader>
          <IconBubble aria-hidden="true">
            <ChartIcon />
          </IconBubble>
          <div>
            <CardTitle id="quality-title">Research Quality Insights</CardTitle>
            <CardDescription>How thorough and steady your validation work is</CardDescription>
          </div>
        </CardHeader>
        <QualityTiles>
          <QualityTile>
            <p>{figures.quality.grade}</p>
            <p>
              Research quality grade
              <Trend success={figures.quality.success} data-tone={figures.quality.success ? 'success' : 'muted'}>
                {figures.quality.detail}
              </Trend>
            </p>
          </QualityTile>
          <QualityTile>
            <p>{figures.completionRate}%</p>
            <p>Ideas fully researched</p>
          </QualityTile>
          <QualityTile>
            <p>{figures.thisMonth}</p>
            <p>
              Ideas this month
              <Trend success={figures.monthlyGrowth.startsWith('+')}>{figures.monthlyGrowth}</Trend>
            </p>
          </QualityTile>
        </QualityTiles>
        {figures.recommendations.length > 0 ? (
          <Recommendations aria-label="Recommendations">
            {figures.recommendations.map((text) => (
              <li key={text}>
                <LightbulbIcon size={16} />
                {text}
              </li>
            ))}
          </Recommendations>
        ) : (
          <Recommendations aria-label="Recommendations">
            <li>
              <StarIcon size={16} />
              Start researching an idea to get personalised recommendations.
            </li>
          </Recommendations>
        )}
      </Card>
    </>
  );
}
