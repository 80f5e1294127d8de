import styled from '@emotion/styled';
import { useState } from 'react';
import { buttonStyles } from '../../components/Button.js';
import { EmptyMessage, StackedTable, TableScroll } from '../../components/DataTable.js';
import { Switch } from '../../components/forms.js';
import { Badge } from '../../components/ui.js';
import type { ResearchResultsQuery } from '../../generated/graphql.js';

type Results = ResearchResultsQuery['researchResults'];

/** Registrar search for an available domain (opens in a new tab). */
export function registrarSearchUrl(domain: string): string {
  return `https://www.namecheap.com/domains/registration/results/?domain=${encodeURIComponent(domain)}`;
}

const RegisterLink = styled.a`
  ${({ theme }) => buttonStyles(theme, { variant: 'primary', size: 'sm' })}
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

export function DomainTab({ domains }: { domains: Results['domains'] }) {
  const [availableOnly, setAvailableOnly] = useState(false);
  if (domains.length === 0) return <EmptyMessage>No domain data available</EmptyMessage>;
  const shown = availableOnly ? domains.filter((domain) => domain.available) : domains;
  return (
    <div>
      <Switch label="Show available domains only" checked={availableOnly} onChange={setAvailableOnly} />
      {shown.length === 0 ? (
        <EmptyMessage>No available domains found. Try turning off the filter to see all suggestions.</EmptyMessage>
      ) : (
        <TableScroll label="Domains">
          <StackedTable>
            <thead>
              <tr>
                <th scope="col">Domain</th>
                <th scope="col">Status</th>
                <th scope="col">Price</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((domain) => (
                <tr key={domain.domain}>
                  <td css={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{domain.domain}</td>
                  <td>
                    <Badge tone={domain.available ? 'success' : 'danger'}>{domain.available ? 'Available' : 'Taken'}</Badge>
                  </td>
                  <td>{domain.available && domain.price != null ? `$${domain.price.toFixed(2)}` : '-'}</td>
                  <td>
                    {domain.available ? (
                      <RegisterLink
                        href={registrarSearchUrl(domain.domain)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Register ${domain.domain} (opens in a new tab)`}
                      >
                        Register
                      </RegisterLink>
                    ) : (
                      <Muted>Unavailable</Muted>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        </TableScroll>
      )}
    </div>
  );
}

const CardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const CompetitorCard = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    word-break: break-all;
  }
`;

const TitleRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
`;

export function CompetitorsTab({ competitors }: { competitors: Results['competitors'] }) {
  if (competitors.length === 0) return <EmptyMessage>No competitor data available</EmptyMessage>;
  return (
    <CardGrid>
      {competitors.map((competitor) => (
        <CompetitorCard key={competitor.name}>
          <TitleRow>
            <div>
              <h3>{competitor.name}</h3>
              {competitor.website ? (
                <a href={competitor.website.startsWith('http') ? competitor.website : `https://${competitor.website}`} target="_blank" rel="noopener noreferrer">
                  {competitor.website}
                </a>
              ) : null}
            </div>
            {competitor.marketShare ? <Badge tone="primary">{competitor.marketShare}</Badge> : null}
          </TitleRow>
          <p>{competitor.description}</p>
          <div>
            <h4 css={(theme) => ({ color: theme.colors.successText })}>Strengths</h4>
            <ul>
              {competitor.strengths.map((strength) => (
                <li key={strength}>{strength}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 css={(theme) => ({ color: theme.colors.dangerText })}>Weaknesses</h4>
            <ul>
              {competitor.weaknesses.map((weakness) => (
                <li key={weakness}>{weakness}</li>
              ))}
            </ul>
          </div>
        </CompetitorCard>
      ))}
    </CardGrid>
  );
}

const DIFFICULTY_TONE = { Low: 'success', Medium: 'warning', High: 'danger' } as const;

export function KeywordsTab({ keywords }: { keywords: Results['keywords'] }) {
  if (keywords.length === 0) return <EmptyMessage>No keyword data available</EmptyMessage>;
  return (
    <TableScroll label="Keywords">
      <StackedTable>
        <thead>
          <tr>
            <th scope="col">Keyword</th>
            <th scope="col">Search Volume</th>
            <th scope="col">Difficulty</th>
            <th scope="col">CPC</th>
            <th scope="col">Trend</th>
          </tr>
        </thead>
        <tbody>
          {keywords.map((keyword) => (
            <tr key={keyword.keyword}>
              <td css={{ fontWeight: 500 }}>{keyword.keyword}</td>
              <td data-label="Search Volume">{keyword.searchVolume.toLocaleString('en-US')}</td>
              <td data-label="Difficulty">
                <Badge tone={DIFFICULTY_TONE[keyword.difficulty as keyof typeof DIFFICULTY_TONE] ?? 'neutral'}>{keyword.difficulty}</Badge>
              </td>
              <td data-label="CPC">${keyword.cpc.toFixed(2)}</td>
              <td data-label="Trend">{keyword.trend}</td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </TableScroll>
  );
}

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin: ${({ theme }) => theme.space(2, 0, 3)};
`;

const PatentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  h4 {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export function LegalTab({ legal }: { legal: Results['legal'] }) {
  if (!legal) return <EmptyMessage>No legal data available</EmptyMessage>;
  return (
    <div>
      <Subheading>Trademarks</Subheading>
      {!legal.trademarksSearched ? (
        <EmptyMessage>Trademark search was turned off in Settings</EmptyMessage>
      ) : legal.trademarks.length === 0 ? (
        <EmptyMessage>No trademark conflicts found</EmptyMessage>
      ) : (
        <TableScroll label="Trademarks">
          <StackedTable>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
                <th scope="col">Class</th>
              </tr>
            </thead>
            <tbody>
              {legal.trademarks.map((trademark) => (
                <tr key={`${trademark.name}-${trademark.class}-${trademark.owner}`}>
                  <td css={{ fontWeight: 500 }}>{trademark.name}</td>
                  <td>
                    <Badge tone={trademark.status === 'Active' ? 'danger' : 'neutral'}>{trademark.status}</Badge>
                  </td>
                  <td data-label="Owner">{trademark.owner}</td>
                  <td data-label="Class">{trademark.class}</td>
                </tr>
              ))}
            </tbody>
          </StackedTable>
        </TableScroll>
      )}
      <Subheading css={{ marginTop: 24 }}>Patents</Subheading>
      {!legal.patentsSearched ? (
        <EmptyMessage>Patent search was turned off in Settings</EmptyMessage>
      ) : legal.patents.length === 0 ? (
        <EmptyMessage>No relevant patents found</EmptyMessage>
      ) : (
        <PatentList>
          {legal.patents.map((patent) => (
            <li key={patent.number}>
              <h4>{patent.title}</h4>
              <p>
                {patent.number} · {patent.assignee}
              </p>
              <p>{patent.abstract}</p>
            </li>
          ))}
        </PatentList>
      )}
    </div>
  );
}
