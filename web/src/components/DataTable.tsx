import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const ScrollFrame = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * A scrollable table frame: wide tables scroll sideways on phones instead of breaking the layout.
 * It is focusable and labelled, so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollFrame role="region" aria-label={label} tabIndex={0}>
      {children}
    </ScrollFrame>
  );
}

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th {
    text-align: left;
    padding: ${({ theme }) => theme.space(2.5, 3)};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    white-space: nowrap;
  }
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
`;

/** Centred muted text for an empty list or table. */
export const EmptyMessage = styled.p`
  padding: ${({ theme }) => theme.space(8, 4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
