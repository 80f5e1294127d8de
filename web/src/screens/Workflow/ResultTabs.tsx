import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonStyles } from '../../components/Button.js';
import { EmptyMessage, StackedTable, TableScroll } from '../../components/DataTable.js';
import { Switch } from '../../components/forms.js';
import { BasisBadge, providerName, SourceLink } from '../../components/Provenance.js';
import { Badge } from '../../components/ui.js';
import type { Basis, ResearchResultsQuery } from '../../generated/graphql.js';
import { InterestChart } from './InterestChart.js';
import { AttentionChart, HackerNewsLaunches, OpenSourceAlternatives } from './KeylessEvidence.js';
import { SearchSummaryLine } from './SearchSummaryLine.js';
import { domainStatusLook, unansweredDomainNote } from './domainStatus.js';
import { searchNotRunMessage } from '@ideascope/shared';
import { DomainPrice } from '../../components/DomainPrice.js';
import { domainPriceNote } from '../../components/domainPrice.js';
import {
  DIFFICULTY_EXPLANATION,
  NO_KEYWORD_DATA,
  NO_TREND,
  NO_TREND_EXPLANATION,
  NOT_REPORTED_EXPLANATION,
  SUGGESTED_ONLY_EXPLANATION,
} from './evidenceWords.js';

type Results = ResearchResultsQuery['researchResults'];

/** GraphQL enum names as the spec writes them: LOW -> Low, SOUNDS_ALIKE -> Sounds alike. */
export function titleCase(value: string): string {
  const words = value.toLowerCase().split('_');
  return [words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1), ...words.slice(1)].join(' ');
}

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

const FootnoteList = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  span:first-of-type {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * The explanations a table's short labels need ("Not checked", "No history", a typical price), each said once
 * under the table and tied to its cells by aria-describedby, so keyboard, touch and screen readers reach them.
 */
function useFootnotes() {
  const baseId = useId();
  const notes: { label: string; text: string }[] = [];
  return {
    notes,
    /** The id of the footnote that says `text` (added the first time a cell asks). */
    idFor(label: string, text: string): string {
      let index = notes.findIndex((note) => note.text === text);
      if (index < 0) index = notes.push({ label, text }) - 1;
      return `${baseId}-note-${index}`;
    },
    baseId,
  };
}

function Footnotes({ footnotes }: { footnotes: ReturnType<typeof useFootnotes> }) {
  if (footnotes.notes.length === 0) return null;
  return (
    <FootnoteList data-testid="table-footnotes">
      {footnotes.notes.map((note, index) => (
        <p key={note.text}>
          <span>{note.label}: </span>
          <span id={`${footnotes.baseId}-note-${index}`}>{note.text}</span>
        </p>
      ))}
    </FootnoteList>
  );
}

export function DomainTab({ domains }: { domains: Results['domains'] }) {
  const [availableOnly, setAvailableOnly] = useState(false);
  const footnotes = useFootnotes();
  if (domains.length === 0) return <EmptyMessage>No domain data available</EmptyMessage>;
  // The filter shows only names found free (a DNS-only "Probably available" says so): Unknown is not available.
  const shown = availableOnly ? domains.filter((domain) => domain.status === 'AVAILABLE') : domains;
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
                    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
                      {domainStatusBadge(domain, footnotes)}
                      {domain.basis === 'SAMPLE' ? <BasisBadge basis="SAMPLE" /> : null}
                      {domain.basis === 'MEASURED' ? (
                        <SourceLink source={domain.source} label={domain.source.provider === 'rdap' ? 'RDAP record' : 'DNS'} />
                      ) : null}
                    </div>
                  </td>
                  <td>
                    {domain.status === 'AVAILABLE' && domain.price != null ? (
                      <DomainPrice
                        price={domain.price}
                        listDate={domain.priceListDate}
                        noteId={footnotes.idFor('Prices', domainPriceNote(domain.priceNote))}
                      />
                    ) : (
                      '-'
                    )}
                  </td>
                  <td>
                    {domain.status === 'AVAILABLE' ? (
                      <RegisterLink
                        href={registrarSearchUrl(domain.domain)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Register ${domain.domain} (opens in a new tab)`}
                      >
                        Register
                      </RegisterLink>
                    ) : domain.status === 'UNKNOWN' ? (
                      unansweredDomain(domain.source.provider, footnotes)
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
      <Footnotes footnotes={footnotes} />
    </div>
  );
}

/** A domain's status; "Probably available" (DNS alone) is described by its footnote. Called while the rows are mapped. */
function domainStatusBadge(domain: Results['domains'][number], footnotes: ReturnType<typeof useFootnotes>) {
  const { label, tone, explanation } = domainStatusLook(domain);
  return (
    <Badge tone={tone} aria-describedby={explanation ? footnotes.idFor(label, explanation) : undefined}>
      {label}
    </Badge>
  );
}

/** Called while the rows are mapped, so each footnote is known before the footnotes render. */
function unansweredDomain(provider: string | null | undefined, footnotes: ReturnType<typeof useFootnotes>) {
  const { label, explanation } = unansweredDomainNote(provider);
  return <Muted aria-describedby={footnotes.idFor(label, explanation)}>{label}</Muted>;
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

/** A competitor's strengths or weaknesses, with their basis when it differs from the competitor's own. */
function JudgementList({ title, tone, items, basis }: { title: string; tone: 'success' | 'danger'; items: string[]; basis: Basis | null }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 css={(theme) => ({ color: tone === 'success' ? theme.colors.successText : theme.colors.dangerText })}>
        {title} {basis ? <BasisBadge basis={basis} /> : null}
      </h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const CappedListNotice = styled.p`
  margin-bottom: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** The plan shows fewer competitors than were found (and scored): say so, with the way to see them all. */
function CappedCompetitorsNotice({ shown, found }: { shown: number; found: number }) {
  if (found <= shown) return null;
  return (
    <CappedListNotice role="note">
      Showing {shown} of {found} competitors found. <Link to="/pricing">Upgrade to see all.</Link>
    </CappedListNotice>
  );
}

export function CompetitorsTab({
  competitors,
  competitorCount,
  search,
  launches,
  openSource,
}: {
  competitors: Results['competitors'];
  /** Every competitor found (the plan may show fewer). */
  competitorCount?: number;
  search?: Results['competitorSearch'];
  launches?: Results['competitorLaunches'];
  openSource?: Results['openSourceAlternatives'];
}) {
  const summary = search ? <SearchSummaryLine search={search} noun="results" /> : null;
  const keyless = (
    <>
      {launches ? <HackerNewsLaunches search={launches} /> : null}
      {openSource ? <OpenSourceAlternatives search={openSource} /> : null}
    </>
  );
  if (competitors.length === 0)
    return (
      <>
        {summary}
        <EmptyMessage>No competitor data available</EmptyMessage>
        {keyless}
      </>
    );
  return (
    <>
      {summary}
      <CappedCompetitorsNotice shown={competitors.length} found={competitorCount ?? competitors.length} />
      <CardGrid>
        {competitors.map((competitor) => (
          <CompetitorCard key={competitor.name}>
            <TitleRow>
              <div>
                <h3>{competitor.name}</h3>
                {competitor.website ? (
                  <a
                    href={competitor.website.startsWith('http') ? competitor.website : `https://${competitor.website}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {competitor.website}
                  </a>
                ) : null}
              </div>
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6, justifyContent: 'flex-end' }}>
                {competitor.marketShare ? (
                  <Badge tone="primary" title="Market share (estimate)">
                    {competitor.marketShare}
                  </Badge>
                ) : null}
                <BasisBadge basis={competitor.basis} />
              </div>
            </TitleRow>
            <p>{competitor.description}</p>
            {competitor.basis === 'MEASURED' ? (
              <p css={{ marginTop: -6 }}>
                <SourceLink source={competitor.source} label={`Search result via ${providerName(competitor.source.provider)}`} />
              </p>
            ) : null}
            <JudgementList
              title="Strengths"
              tone="success"
              items={competitor.strengths}
              basis={competitor.assessmentBasis !== competitor.basis ? competitor.assessmentBasis : null}
            />
            <JudgementList
              title="Weaknesses"
              tone="danger"
              items={competitor.weaknesses}
              basis={competitor.assessmentBasis !== competitor.basis ? competitor.assessmentBasis : null}
            />
          </CompetitorCard>
        ))}
      </CardGrid>
      {keyless}
    </>
  );
}

const DIFFICULTY_TONE = { LOW: 'success', MEDIUM: 'warning', HIGH: 'danger' } as const;

export function KeywordsTab({
  keywords,
  interest,
  attention,
}: {
  keywords: Results['keywords'];
  interest?: Results['keywordInterest'];
  attention?: Results['keywordAttention'];
}) {
  const footnotes = useFootnotes();
  const chart = (
    <>
      {interest ? <InterestChart interest={interest} /> : null}
      {attention ? <AttentionChart attention={attention} /> : null}
    </>
  );
  if (keywords.length === 0)
    return (
      <>
        {chart}
        <EmptyMessage>No keyword data available</EmptyMessage>
      </>
    );
  return (
    <>
      {chart}
      <TableScroll label="Keywords">
        <StackedTable>
          <thead>
            <tr>
              <th scope="col">Keyword</th>
              <th scope="col">Search Volume</th>
              <th scope="col">
                <span title={DIFFICULTY_EXPLANATION} aria-describedby={footnotes.idFor('Difficulty', DIFFICULTY_EXPLANATION)}>
                  Difficulty
                </span>
              </th>
              <th scope="col">CPC</th>
              <th scope="col">Trend</th>
            </tr>
          </thead>
          <tbody>
            {keywords.map((keyword) => {
              const suggestedOnly = keyword.basis === 'ESTIMATED';
              // A figure nobody measured: "No data", said why under the table (never "Low" or $0.00). Built only where
              // a cell shows it: building it registers its footnote, which a fully measured row must not add.
              const noData = () => (
                <Muted
                  aria-describedby={footnotes.idFor(NO_KEYWORD_DATA, suggestedOnly ? SUGGESTED_ONLY_EXPLANATION : NOT_REPORTED_EXPLANATION)}
                >
                  {NO_KEYWORD_DATA}
                </Muted>
              );
              return (
                <tr key={keyword.keyword}>
                  <td css={{ fontWeight: 500 }}>
                    {keyword.keyword} {keyword.basis !== 'MEASURED' ? <BasisBadge basis={keyword.basis} /> : null}
                  </td>
                  <td data-label="Search Volume">
                    {keyword.searchVolume === null || keyword.searchVolume === undefined
                      ? noData()
                      : keyword.searchVolume.toLocaleString('en-US')}
                  </td>
                  <td data-label="Difficulty">
                    {keyword.difficulty ? (
                      <Badge tone={DIFFICULTY_TONE[keyword.difficulty] ?? 'neutral'}>{titleCase(keyword.difficulty)}</Badge>
                    ) : (
                      noData()
                    )}
                  </td>
                  <td data-label="CPC">{keyword.cpc === null || keyword.cpc === undefined ? noData() : `$${keyword.cpc.toFixed(2)}`}</td>
                  <td data-label="Trend">
                    {keyword.trend ? (
                      titleCase(keyword.trend)
                    ) : suggestedOnly ? (
                      noData()
                    ) : (
                      <Muted aria-describedby={footnotes.idFor(NO_TREND, NO_TREND_EXPLANATION)}>{NO_TREND}</Muted>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StackedTable>
      </TableScroll>
      <Footnotes footnotes={footnotes} />
    </>
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

/** An empty list means "none found" only when a real search ran; otherwise it says why nothing was searched (as the reports do). */
export function LegalTab({ legal }: { legal: Results['legal'] }) {
  if (!legal) return <EmptyMessage>No legal data available</EmptyMessage>;
  const trademarksMeasured = legal.trademarkSearch.basis === 'MEASURED';
  const patentsMeasured = legal.patentSearch.basis === 'MEASURED';
  return (
    <div>
      <Subheading>Trademarks</Subheading>
      {trademarksMeasured ? <SearchSummaryLine search={legal.trademarkSearch} noun="marks" /> : null}
      {!trademarksMeasured ? (
        <EmptyMessage data-basis="UNKNOWN">{searchNotRunMessage('trademarks', legal.trademarkSearch)}</EmptyMessage>
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
                <tr key={`${trademark.serialNumber ?? trademark.name}-${trademark.class}-${trademark.owner}`}>
                  <td css={{ fontWeight: 500 }}>
                    {trademark.name}
                    {trademark.match ? (
                      <Muted css={{ display: 'block', fontWeight: 400, fontSize: 12 }}>{titleCase(trademark.match)} match</Muted>
                    ) : null}
                    {trademark.source.url ? (
                      <span css={{ display: 'block', fontWeight: 400 }}>
                        <SourceLink
                          source={trademark.source}
                          label={trademark.serialNumber ? `USPTO serial ${trademark.serialNumber}` : 'USPTO record'}
                        />
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <Badge tone={trademark.status === 'ACTIVE' ? 'danger' : trademark.status === 'PENDING' ? 'warning' : 'neutral'}>
                      {titleCase(trademark.status)}
                    </Badge>
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
      {patentsMeasured ? <SearchSummaryLine search={legal.patentSearch} noun="publications" /> : null}
      {!patentsMeasured ? (
        <EmptyMessage data-basis="UNKNOWN">{searchNotRunMessage('patents', legal.patentSearch)}</EmptyMessage>
      ) : legal.patents.length === 0 ? (
        <EmptyMessage>No relevant patents found</EmptyMessage>
      ) : (
        <PatentList>
          {legal.patents.map((patent) => (
            <li key={patent.number}>
              <h4>{patent.title}</h4>
              <p>
                {patent.source.url ? (
                  <a href={patent.source.url} target="_blank" rel="noopener noreferrer">
                    {patent.number}
                  </a>
                ) : (
                  patent.number
                )}{' '}
                · {patent.assignee}
                {patent.publicationDate ? ` · ${patent.publicationDate}` : ''}
              </p>
              <p>{patent.abstract}</p>
            </li>
          ))}
        </PatentList>
      )}
    </div>
  );
}
