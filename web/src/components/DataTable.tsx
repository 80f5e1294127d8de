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

/**
 * A table whose rows become small cards on a phone, where its columns cannot fit: the first cell
 * on its own line, the others wrapped after it, an action in the last cell on the right. The column headings
 * stay for screen readers only; a cell whose value needs its column's name carries it in data-label.
 */
export const StackedTable = styled(Table)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 0.02}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => theme.space(2, 3)};
      padding: ${({ theme }) => theme.space(3)};
    }
    tbody tr + tr {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody td {
      display: block;
      padding: 0;
      border: 0;
    }
    tbody td:first-of-type {
      flex-basis: 100%;
      min-width: 0;
      overflow-wrap: anywhere;
    }
    /* Values that need their column's name say it above them. */
    tbody td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.fontSizes.xs};
      color: ${({ theme }) => theme.colors.textSubtle};
    }
    /* An unlabelled last cell is the row's action: it sits on the right. */
    tbody td:last-of-type:not([data-label]) {
      margin-left: auto;
    }
  }
`;

/** Centred muted text for an empty list or table. */
export const EmptyMessage = styled.p`
  padding: ${({ theme }) => theme.space(8, 4)};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
