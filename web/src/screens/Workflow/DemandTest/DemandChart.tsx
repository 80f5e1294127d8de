import { useTheme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DemandDay {
  day: string;
  visitors: number;
  signups: number;
  confirmed: number;
  /** Confirmed, or made when no confirmation email was sent: the signups the score counts. */
  counted: number;
}

/**
 * Visits and the signups that count per day (uPlot), sized to its container; signupsLabel names them (the panel
 * knows whether they are all confirmed). The table beside it holds the same numbers.
 */
export function DemandChart({ days, signupsLabel }: { days: DemandDay[]; signupsLabel: string }) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element || days.length === 0) return;
    const times = days.map((day) => Date.parse(`${day.day}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [times, days.map((day) => day.visitors), days.map((day) => day.counted)];
    const plot = new uPlot(
      {
        width: Math.max(240, element.clientWidth),
        height: 220,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        axes: [{}, { label: 'Count' }],
        series: [
          {},
          { label: 'Visits', stroke: theme.colors.primary, width: 2, points: { show: true } },
          { label: signupsLabel, stroke: theme.colors.success, width: 2, points: { show: true } },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(240, element.clientWidth), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, theme, signupsLabel]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={`Visits and ${signupsLabel.toLowerCase()} by day`}
      data-testid="demand-chart"
      css={{ width: '100%', minWidth: 0 }}
    />
  );
}
