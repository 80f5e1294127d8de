import styled from '@emotion/styled';
import { customerReasons, providerName } from '@ideascope/shared';
import type { Basis, ProvenanceFragment } from '../generated/graphql.js';
import { Badge, Notice, type BadgeTone } from './ui.js';

/** How each basis reads on screen: measured facts look confident, everything else says what it is. */
const BASIS_DISPLAY: Record<Basis, { label: string; tone: BadgeTone; title: string }> = {
  MEASURED: { label: 'Measured', tone: 'success', title: 'Read from a real source' },
  ESTIMATED: { label: 'AI estimate', tone: 'warning', title: 'An AI model’s own knowledge, not looked up' },
  SAMPLE: { label: 'Sample', tone: 'danger', title: 'Sample data from the offline generator — not research' },
  UNKNOWN: { label: 'Unknown', tone: 'neutral', title: 'Asked, no answer' },
};

export function basisLabel(basis: Basis): string {
  return BASIS_DISPLAY[basis].label;
}

/** How an estimate reads when it is not a model's. */
export interface EstimateDisplay {
  label: string;
  title: string;
}

/** A domain free by DNS alone: no record of the name, while its registry did not answer. */
export const DNS_ESTIMATE: EstimateDisplay = {
  label: 'Not confirmed',
  title: 'No DNS record of the name, but the domain registry did not answer: most likely free, not confirmed',
};

/** `estimate`: what ESTIMATED says where the estimate is not an AI model's (a domain free by DNS alone). */
export function BasisBadge({ basis, estimate }: { basis: Basis | null | undefined; estimate?: EstimateDisplay }) {
  if (!basis) return null;
  const display = basis === 'ESTIMATED' && estimate ? { ...BASIS_DISPLAY.ESTIMATED, ...estimate } : BASIS_DISPLAY[basis];
  return (
    <Badge tone={display.tone} title={display.title} data-basis={basis}>
      {display.label}
    </Badge>
  );
}

/** Provider names as people know them (@ideascope/shared). */
export { providerName };

const SourceText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

/** The source's date (retrievedAt is ISO 8601); none for the epoch, which marks an unknown time. */
function retrievedDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getTime() === 0
    ? null
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Source: RDAP record, Nov 24, 2026": where one fact came from, linked to its record when there is one. */
export function SourceLink({ source, label }: { source: ProvenanceFragment | null | undefined; label?: string }) {
  if (!source) return null;
  const name = label ?? providerName(source.provider);
  const date = retrievedDate(source.retrievedAt);
  return (
    <SourceText>
      {source.url ? (
        <a href={source.url} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ) : (
        name
      )}
      {date ? `, ${date}` : ''}
    </SourceText>
  );
}

const ProvenanceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A section's basis, source and, when there is one, why it is not measured (already in the customer's words). */
export function SectionProvenance({
  basis,
  source,
  said,
  estimate,
}: {
  basis: Basis | null | undefined;
  source: string | null | undefined;
  said?: string | null;
  estimate?: EstimateDisplay;
}) {
  if (!basis) return null;
  return (
    <ProvenanceRow data-testid="section-provenance">
      {said ? (
        <span css={{ flex: '1 1 16rem', textAlign: 'left', overflowWrap: 'break-word' }} data-testid="section-reason">
          {said}
        </span>
      ) : null}
      <span>Source: {providerName(source)}</span>
      <BasisBadge basis={basis} estimate={estimate} />
    </ProvenanceRow>
  );
}

/**
 * The notice people cannot miss: sample data is not research. The report-wide one names the parts
 * that are sample data; each part's own (compact) notice says why, once.
 */
export function SampleDataNotice({
  reason: given,
  reasons,
  parts,
  compact = false,
}: {
  /** Already in the customer's words. */
  reason?: string | null;
  /** The server's own reasons (operator wording): said in the customer's words here. */
  reasons?: string[];
  parts?: string[];
  compact?: boolean;
}) {
  const reason = given ?? (reasons ? customerReasons('ai', reasons) : null);
  const which = parts && parts.length > 0 ? ` (${joinWords(parts)})` : '';
  return (
    <Notice
      tone="warning"
      role="note"
      data-testid="sample-data-notice"
      css={{ marginBottom: compact ? 12 : 16, display: 'block', overflowWrap: 'break-word' }}
    >
      <strong>Sample data — not research.</strong>{' '}
      {compact
        ? 'This section comes from the offline sample generator.'
        : `Parts of this report${which} come from the offline sample generator and describe no real market.`}
      {reason ? <span> {reason}</span> : null}
    </Notice>
  );
}

/** "Competitors, Keywords and Legal". */
export function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
