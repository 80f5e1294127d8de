import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { IconBubble } from './ui.js';

export const StatGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(4)};
  }
`;

const Box = styled.section`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(5)};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Value = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** A labelled number with an optional detail line and icon (My Ideas, Analytics, Admin). */
export function StatCard({
  label,
  value,
  detail,
  icon,
  tone,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
  tone?: 'primary' | 'success' | 'warning' | 'danger';
}) {
  return (
    <Box>
      <div css={{ minWidth: 0 }}>
        <h2>{label}</h2>
        <Value>{value}</Value>
        {detail ? <Detail>{detail}</Detail> : null}
      </div>
      {icon ? (
        <IconBubble
          tone={tone}
          data-tone={tone ?? 'primary'}
          aria-hidden="true"
          css={{ display: 'none', '@media (min-width: 640px)': { display: 'inline-flex' } }}
        >
          {icon}
        </IconBubble>
      ) : null}
    </Box>
  );
}
