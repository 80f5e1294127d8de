import styled from '@emotion/styled';
import { providerName } from '../../components/Provenance.js';
import type { SearchSummaryFragment } from '../../generated/graphql.js';

const Line = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** "12 publications match “dog walking” (EPO)": what a search asked and how much the source holds, linked. */
export function SearchSummaryLine({ search, noun }: { search: SearchSummaryFragment; noun: string }) {
  // A search that did not run is explained once, by the section's own reason line.
  if (search.basis !== 'MEASURED') return null;
  const count = search.totalResults == null ? `Searched` : `${search.totalResults.toLocaleString('en-US')} ${noun} match`;
  const query = search.query ? ` “${search.query}”` : '';
  const provider = providerName(search.source.provider);
  return (
    <Line data-testid="search-summary">
      {count}
      {query} (
      {search.source.url ? (
        <a href={search.source.url} target="_blank" rel="noopener noreferrer">
          {provider}
        </a>
      ) : (
        provider
      )}
      )
    </Line>
  );
}
