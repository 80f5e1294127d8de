import styled from '@emotion/styled';

/** The small monthly line charts of the Keywords tab (Wikipedia interest, Hacker News attention). */
export const SPARKLINE_WIDTH = 240;
export const SPARKLINE_HEIGHT = 56;

/** An SVG path of the values scaled into the sparkline's box (the largest value touches the top). */
export function sparklinePath(values: number[]): string {
  const max = Math.max(...values, 1);
  const step = SPARKLINE_WIDTH / (values.length - 1);
  const top = (value: number) => SPARKLINE_HEIGHT - 4 - (value / max) * (SPARKLINE_HEIGHT - 8);
  return values.map((value, index) => `${index === 0 ? 'M' : 'L'}${(index * step).toFixed(1)},${top(value).toFixed(1)}`).join(' ');
}

export const SparklineFigure = styled.figure`
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
    height: ${SPARKLINE_HEIGHT}px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;
