import styled from '@emotion/styled';
import { BasisBadge, SourceLink } from '../../components/Provenance.js';
import type { ResearchResultsQuery } from '../../generated/graphql.js';

type Interest = NonNullable<ResearchResultsQuery['researchResults']['keywordInterest']>;

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  svg {
    width: 100%;
    height: 56px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const WIDTH = 240;
const HEIGHT = 56;

/** Monthly Wikipedia pageviews of the idea's subject as a small line, with its trend and source. */
export function InterestChart({ interest }: { interest: Interest }) {
  const views = interest.points.map((point) => point.views);
  if (views.length < 2) return null;
  const max = Math.max(...views, 1);
  const step = WIDTH / (views.length - 1);
  const path = views.map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(1)},${(HEIGHT - 4 - (value / max) * (HEIGHT - 8)).toFixed(1)}`).join(' ');
  const first = interest.points[0]!.month;
  const last = interest.points[interest.points.length - 1]!.month;
  const trend = interest.trend.charAt(0) + interest.trend.slice(1).toLowerCase();
  return (
    <Figure data-testid="interest-chart">
      <figcaption>
        <strong>Interest over time: “{interest.article}”</strong>
        <span>
          {trend}, {first} to {last}
        </span>
        <BasisBadge basis={interest.basis} />
        <SourceLink source={interest.source} label="Wikipedia pageviews" />
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`Monthly pageviews from ${first} to ${last}: ${trend.toLowerCase()}`}>
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
    </Figure>
  );
}
