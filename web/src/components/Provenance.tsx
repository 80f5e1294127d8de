import styled from '@emotion/styled';
import type { Basis } from '../generated/graphql.js';
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

export function BasisBadge({ basis }: { basis: Basis | null | undefined }) {
  if (!basis) return null;
  const display = BASIS_DISPLAY[basis];
  return (
    <Badge tone={display.tone} title={display.title} data-basis={basis}>
      {display.label}
    </Badge>
  );
}

/** Provider names as people know them. */
const PROVIDER_NAMES: Record<string, string> = {
  rdap: 'RDAP',
  dns: 'DNS',
  openai: 'OpenAI',
  sample: 'sample generator',
  searxng: 'SearXNG',
  tavily: 'Tavily',
  brave: 'Brave Search',
  epo: 'EPO',
  uspto: 'USPTO',
  dataforseo: 'DataForSEO',
  wikimedia: 'Wikipedia',
  fallback: 'sample generator',
  none: 'no source',
};

export function providerName(provider: string | null | undefined): string {
  if (!provider) return 'unknown source';
  return PROVIDER_NAMES[provider.toLowerCase()] ?? provider;
}

const SourceText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

interface SourceReferenceLike {
  provider: string;
  url?: string | null;
  retrievedAt?: unknown;
}

function retrievedDate(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) || date.getTime() === 0 ? null : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Source: RDAP record, Nov 24, 2026": where one fact came from, linked to its record when there is one. */
export function SourceLink({ source, label }: { source: SourceReferenceLike | null | undefined; label?: string }) {
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

/** A section's basis, source and, when it is not measured, why. */
export function SectionProvenance({
  basis,
  source,
  reason,
  note,
}: {
  basis: Basis | null | undefined;
  source: string | null | undefined;
  reason?: string | null;
  note?: string | null;
}) {
  if (!basis) return null;
  const said = [basis !== 'MEASURED' ? reason : null, note].filter(Boolean).join(' ');
  return (
    <ProvenanceRow data-testid="section-provenance">
      {said ? <span css={{ flex: '1 1 16rem', textAlign: 'left', overflowWrap: 'anywhere' }}>{said}</span> : null}
      <span>Source: {providerName(source)}</span>
      <BasisBadge basis={basis} />
    </ProvenanceRow>
  );
}

/** What to configure so a section is researched for real (README "Research sources"). */
export const CONFIGURE_HINT = 'Set OPENAI_API_KEY and the research sources in the server settings (see README, “Research sources”) to research for real.';

/** The notice people cannot miss: sample data is not research. */
export function SampleDataNotice({ reasons, compact = false }: { reasons: string[]; compact?: boolean }) {
  return (
    <Notice tone="warning" role="note" data-testid="sample-data-notice" css={{ marginBottom: compact ? 12 : 16, display: 'block', overflowWrap: 'anywhere' }}>
      <strong>Sample data — not research.</strong>{' '}
      {compact ? 'This section comes from the offline sample generator.' : 'Parts of this report come from the offline sample generator and describe no real market.'}
      {reasons.length > 0 ? <span> Why: {reasons.join('; ')}.</span> : null} {compact ? null : CONFIGURE_HINT}
    </Notice>
  );
}
