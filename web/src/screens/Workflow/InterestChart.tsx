import { BasisBadge, SourceLink } from '../../components/Provenance.js';
import type { ResearchResultsQuery } from '../../generated/graphql.js';
import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH, SparklineFigure, sparklinePath } from './sparkline.js';

type Interest = NonNullable<ResearchResultsQuery['researchResults']['keywordInterest']>;

/** Monthly Wikipedia pageviews of the idea's subject as a small line, with its trend and source. */
export function InterestChart({ interest }: { interest: Interest }) {
  const views = interest.points.map((point) => point.views);
  if (views.length < 2) return null;
  const path = sparklinePath(views);
  const first = interest.points[0]!.month;
  const last = interest.points[interest.points.length - 1]!.month;
  const trend = interest.trend.charAt(0) + interest.trend.slice(1).toLowerCase();
  return (
    <SparklineFigure data-testid="interest-chart">
      <figcaption>
        <strong>Interest over time: “{interest.article}”</strong>
        <span>
          {trend}, {first} to {last}
        </span>
        <BasisBadge basis={interest.basis} />
        <SourceLink source={interest.source} label="Wikipedia pageviews" />
      </figcaption>
      <svg
        viewBox={`0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`Monthly pageviews from ${first} to ${last}: ${trend.toLowerCase()}`}
      >
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
      </svg>
    </SparklineFigure>
  );
}
