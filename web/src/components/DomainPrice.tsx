import styled from '@emotion/styled';
import { useId } from 'react';
import { domainPriceNote, domainPriceQualifier, formatDomainPrice } from './domainPrice.js';

const Qualifier = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/**
 * "$10.99/yr" with "typical price, late 2024 list" under it: a listed price, never shown as a quote. What the
 * price is, in full, is its description: `noteId` names a visible footnote that says it (a table's), else it is
 * a description of its own (a tooltip would reach neither keyboard, touch nor screen reader).
 */
export function DomainPrice({
  price,
  listDate,
  note,
  noteId,
}: {
  price: number;
  listDate?: string | null;
  note?: string | null;
  noteId?: string;
}) {
  const ownNoteId = useId();
  return (
    <span aria-describedby={noteId ?? ownNoteId}>
      <span>{formatDomainPrice(price)}</span>
      <Qualifier>{domainPriceQualifier(listDate)}</Qualifier>
      {noteId ? null : (
        <span id={ownNoteId} hidden>
          {domainPriceNote(note)}
        </span>
      )}
    </span>
  );
}
