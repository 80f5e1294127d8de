import styled from '@emotion/styled';
import { domainPriceQualifier, domainPriceTitle, formatDomainPrice } from './domainPrice.js';

const Qualifier = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** "$10.99/yr" with "typical price, late 2024 list" under it: a listed price, never shown as a quote. */
export function DomainPrice({ price, listDate, note }: { price: number; listDate?: string | null; note?: string | null }) {
  return (
    <span title={domainPriceTitle(note)}>
      <span>{formatDomainPrice(price)}</span>
      <Qualifier>{domainPriceQualifier(listDate)}</Qualifier>
    </span>
  );
}
