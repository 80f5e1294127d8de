import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { countRange, dayAxis, dayInFocus, dayLabel, dayTime, labelsThatFit } from './dayAxis.js';

export interface DemandDay {
  day: string;
  visitors: number;
  signups: number;
  confirmed: number;
  /** Confirmed, or made when no confirmation email was sent: the signups the score counts. */
  counted: number;
}

/** Whole counts only: no step of half a visit. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

const Swatch = styled.i<{ colour: string }>`
  display: inline-block;
  width: 12px;
  height: 3px;
  border-radius: 2px;
  background: ${({ colour }) => colour};
`;

/**
 * Visits and the signups that count per day (uPlot), sized to its container; signupsLabel names them (the panel
 * knows whether they are all confirmed). Each day sits on its own labelled tick; the legend under it gives the
 * figures of the day under the pointer, else of the latest day. The table beside it holds the same numbers.
 */
export function DemandChart({ days, signupsLabel }: { days: DemandDay[]; signupsLabel: string }) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [pointed, setPointed] = useState<number | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || days.length === 0) return;
    const dayNames = days.map((day) => day.day);
    const axis = dayAxis(dayNames);
    // As many labels as fit the width now (phones get fewer): asked again on every redraw, resizes included.
    const ticks = () => dayAxis(dayNames, labelsThatFit(element.clientWidth, axis.withYear)).ticks;
    const highest = Math.max(...days.map((day) => Math.max(day.visitors, day.counted)));
    const data: uPlot.AlignedData = [days.map((day) => dayTime(day.day)), days.map((day) => day.visitors), days.map((day) => day.counted)];
    const plot = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height: 220,
        scales: { x: { time: false, range: () => axis.range }, y: { range: () => countRange(highest) } },
        axes: [
          { splits: ticks, values: (_plot, shown) => shown.map((tick) => dayLabel(tick, axis.withYear)) },
          { label: 'Count', incrs: COUNT_STEPS },
        ],
        series: [
          {},
          { label: 'Visits', stroke: theme.colors.primary, width: 2, points: { show: true } },
          { label: signupsLabel, stroke: theme.colors.success, width: 2, points: { show: true } },
        ],
        legend: { show: false },
        hooks: { setCursor: [(chart) => setPointed(chart.cursor.idx ?? null)] },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(240, element.clientWidth), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      setPointed(null);
    };
  }, [days, theme, signupsLabel]);

  const focus = dayInFocus(days, pointed);
  return (
    <>
      <div
        ref={container}
        role="img"
        aria-label={`Visits and ${signupsLabel.toLowerCase()} by day`}
        data-testid="demand-chart"
        css={{ width: '100%', minWidth: 0 }}
      />
      {focus ? (
        <Legend data-testid="demand-chart-legend">
          <strong>
            {focus.latest && days.length > 1 ? 'Latest day, ' : ''}
            {dayLabel(dayTime(focus.day.day), true)}
          </strong>
          <span>
            <Swatch colour={theme.colors.primary} aria-hidden="true" />
            Visits: {focus.day.visitors.toLocaleString('en-US')}
          </span>
          <span>
            <Swatch colour={theme.colors.success} aria-hidden="true" />
            {signupsLabel}: {focus.day.counted.toLocaleString('en-US')}
          </span>
        </Legend>
      ) : null}
    </>
  );
}
