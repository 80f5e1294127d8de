import styled from '@emotion/styled';
import type { DataSource } from '../../generated/graphql.js';

const Muted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textSubtle};
  white-space: nowrap;
`;

const SOURCE_NAMES: Record<DataSource, string> = { OPENAI: 'AI', FALLBACK: 'fallback', RDAP: 'RDAP', DNS: 'DNS' };

/** Where a section's data came from, said quietly. */
export function SourceLabel({ source }: { source: DataSource | null | undefined }) {
  if (!source) return null;
  return <Muted>Source: {SOURCE_NAMES[source]}</Muted>;
}
