import styled from '@emotion/styled';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/Button.js';
import { EmptyMessage, StackedTable, TableScroll } from '../../components/DataTable.js';
import { serverMessage } from '../../components/errors.js';
import { TextField } from '../../components/forms.js';
import { AlertIcon, ChartIcon, CheckIcon, CpuIcon, LockIcon, ZapIcon } from '../../components/icons.js';
import { formatDateTime, formatDay } from '../../components/projectFormat.js';
import { LoadingState } from '../../components/Spinner.js';
import { StatCard, StatGrid } from '../../components/StatCard.js';
import { Badge, Card, CardDescription, CardHeader, CardTitle, IconBubble, PageHeader } from '../../components/ui.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useIsAdminQuery, useRecentUsageQuery, useUsageBreakdownsQuery, useUsageStatsQuery } from '../../generated/graphql.js';
import { ApiIntegrationSection } from '../Settings/ApiIntegrationSection.js';
import { ResearchSourcesSection } from '../Settings/ResearchSourcesSection.js';
import { costText } from './costText.js';
import { PlanChangeSection } from './PlanChangeSection.js';

/** yyyy-MM-dd in the browser's time zone. */
function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function defaultRange(): { from: string; to: string } {
  const today = new Date();
  const from = new Date(today);
  from.setDate(from.getDate() - 30);
  return { from: isoDay(from), to: isoDay(today) };
}

const usd = (value: number, decimals: number) => `$${value.toFixed(decimals)}`;

/** Why a cost reads "not priced" or "≥": said on hover, as the Recent list's "not priced" does. */
const UNPRICED_TITLE = 'Calls to a model that is not in the price table have no cost here';

/**
 * Decimals enough to rank a list of costs: 2 (spec §9) unless two different costs would read the same,
 * then more, up to 6 (many small totals would otherwise all read "$0.01").
 */
export function rankingDecimals(costs: number[]): number {
  const distinct = [...new Set(costs)];
  for (let decimals = 2; decimals < 6; decimals += 1) {
    if (new Set(distinct.map((cost) => cost.toFixed(decimals))).size === distinct.length) return decimals;
  }
  return 6;
}
const count = (value: number) => Math.round(value).toLocaleString('en-US');

const RangeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  > div {
    flex: 1 1 160px;
    max-width: 220px;
  }
`;

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3, 0)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li:first-of-type {
    border-top: 0;
  }
  li > div {
    min-width: 0;
  }
  /* A long email ends with an ellipsis (whole in its title) rather than breaking mid-word. */
  strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const UserCell = styled.span`
  display: block;
  max-width: 22ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const FailureReason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  min-width: 16ch;
  max-width: 24ch;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.dangerText};
  overflow-wrap: break-word;
`;

const Cost = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const Denied = styled(Card)`
  max-width: 520px;
  margin: ${({ theme }) => theme.space(10)} auto;
  text-align: center;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /admin: the admin check first; only admins fetch (and see) the usage dashboard (spec §6). */
interface BreakdownRow {
  key: string;
  label: string;
  totalRequests: number;
  totalTokens: number;
  /** null: none of the row's calls was priced. */
  totalCost: number | null;
  /** Calls left out of totalCost (no price for their model). */
  unpricedRequests: number;
}

/** 'Usage by Operation' and 'Top Users by Cost': the same list of requests, tokens and cost per row. */
function BreakdownCard(props: {
  id: string;
  title: string;
  range: { from: string; to: string };
  error: string | null;
  rows: BreakdownRow[];
}) {
  const { id, title, range, error, rows } = props;
  const decimals = rankingDecimals(rows.flatMap((row) => (row.totalCost === null ? [] : [row.totalCost])));
  return (
    <Card aria-labelledby={id}>
      <CardHeader css={{ marginBottom: 12 }}>
        <div>
          <CardTitle id={id}>{title}</CardTitle>
          <CardDescription>
            {formatDay(range.from)} to {formatDay(range.to)}
          </CardDescription>
        </div>
      </CardHeader>
      {error ? (
        <EmptyMessage role="alert">{error}</EmptyMessage>
      ) : rows.length === 0 ? (
        <EmptyMessage>No data available</EmptyMessage>
      ) : (
        <Rows>
          {rows.map((row) => {
            const cost = costText(row.totalCost, row.unpricedRequests, decimals);
            return (
              <li key={row.key}>
                <div>
                  <strong title={row.label}>{row.label}</strong>
                  <small>
                    {count(row.totalRequests)} {row.totalRequests === 1 ? 'request' : 'requests'} · {count(row.totalTokens)} tokens
                    {cost.unpricedNote ? ` · ${cost.unpricedNote}` : null}
                  </small>
                </div>
                <Cost title={cost.unpricedNote ? UNPRICED_TITLE : undefined}>{cost.value}</Cost>
              </li>
            );
          })}
        </Rows>
      )}
    </Card>
  );
}

export default function AdminScreen() {
  usePageTitle('OpenAI Usage Admin');
  const { data, loading } = useIsAdminQuery();
  if (loading && !data) return <LoadingState label="Checking permissions..." />;
  if (!data?.isAdmin) {
    return (
      <Denied>
        <IconBubble tone="danger">
          <LockIcon />
        </IconBubble>
        <h1>Access Denied</h1>
        <p>You don't have permission to access the admin dashboard.</p>
      </Denied>
    );
  }
  return <UsageDashboard />;
}

/** The Success Rate icon follows the figure: a check only when it is good (>= 95%). */
function successRateLook(rate: number | null): { icon: ReactNode; tone: 'primary' | 'success' | 'warning' | 'danger' } {
  if (rate === null) return { icon: <CheckIcon />, tone: 'primary' };
  if (rate >= 95) return { icon: <CheckIcon />, tone: 'success' };
  return { icon: <AlertIcon />, tone: rate >= 80 ? 'warning' : 'danger' };
}

function UsageDashboard() {
  const [initialRange] = useState(defaultRange);
  const [draft, setDraft] = useState(initialRange);
  const [statsRange, setStatsRange] = useState(initialRange);
  const stats = useUsageStatsQuery({ variables: statsRange });
  // Spec §7: Update refetches only the stats; the lists keep the default range.
  const breakdowns = useUsageBreakdownsQuery({ variables: initialRange });
  const recent = useRecentUsageQuery();

  function update(event: FormEvent) {
    event.preventDefault();
    if (draft.from === statsRange.from && draft.to === statsRange.to) void stats.refetch();
    else setStatsRange(draft);
  }

  const totals = stats.data?.usageStats;
  // Spec §9: 2 decimals; calls without a price are never counted as $0.
  const totalCost = totals ? costText(totals.totalCost, totals.unpricedRequests, 2) : null;
  // No requests in the range: no rate at all, rather than a misleading 0%.
  const successRate = totals && totals.totalRequests > 0 ? Math.round((totals.successfulRequests / totals.totalRequests) * 100) : null;
  const operations = breakdowns.data?.usageByOperation ?? [];
  const users = (breakdowns.data?.usageByUser ?? []).slice(0, 10);
  const records = recent.data?.recentUsage ?? [];

  return (
    <>
      <PageHeader>
        <h1>OpenAI Usage Admin</h1>
        <p>Requests, tokens and cost of the AI provider.</p>
      </PageHeader>
      <RangeForm onSubmit={update} aria-label="Date range">
        <TextField
          label="From"
          type="date"
          value={draft.from}
          max={draft.to}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          min={draft.from}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <Button type="submit" disabled={stats.loading || !draft.from || !draft.to}>
          Update
        </Button>
      </RangeForm>
      {stats.error ? <EmptyMessage role="alert">{serverMessage(stats.error, 'Failed to fetch stats')}</EmptyMessage> : null}
      <StatGrid>
        <StatCard
          label="Total Requests"
          value={totals ? count(totals.totalRequests) : '-'}
          detail={totals ? `${count(totals.successfulRequests)} successful, ${count(totals.failedRequests)} failed` : undefined}
          icon={<ZapIcon />}
        />
        <StatCard
          label="Total Cost"
          value={totalCost ? totalCost.value : '-'}
          detail={totalCost?.unpricedNote ?? undefined}
          icon={<ChartIcon />}
          tone="warning"
        />
        <StatCard
          label="Total Tokens"
          value={totals ? count(totals.totalTokens) : '-'}
          detail={totals ? `${count(totals.avgTokensPerRequest)} avg per request` : undefined}
          icon={<CpuIcon />}
        />
        <StatCard
          label="Success Rate"
          value={successRate !== null ? `${successRate}%` : totals ? '—' : '-'}
          detail={totals && successRate === null ? 'No requests' : undefined}
          {...successRateLook(successRate)}
        />
      </StatGrid>
      <Lists>
        <BreakdownCard
          id="by-operation-title"
          title="Usage by Operation"
          range={initialRange}
          error={breakdowns.error ? serverMessage(breakdowns.error, 'Failed to fetch operation data') : null}
          rows={operations.map((row) => ({ key: row.operation, label: row.operation, ...row }))}
        />
        <BreakdownCard
          id="by-user-title"
          title="Top Users by Cost"
          range={initialRange}
          error={breakdowns.error ? serverMessage(breakdowns.error, 'Failed to fetch user data') : null}
          rows={users.map((row) => ({
            key: row.userId ?? 'anonymous',
            label: row.userId ? (row.email ?? row.userId) : 'Anonymous',
            ...row,
          }))}
        />
      </Lists>
      <Card aria-labelledby="recent-usage-title">
        <CardHeader css={{ marginBottom: 12 }}>
          <CardTitle id="recent-usage-title">Recent Usage (Last 50)</CardTitle>
        </CardHeader>
        {recent.error ? (
          <EmptyMessage role="alert">{serverMessage(recent.error, 'Failed to fetch recent usage')}</EmptyMessage>
        ) : records.length === 0 ? (
          <EmptyMessage>No recent usage data</EmptyMessage>
        ) : (
          <TableScroll label="Recent usage table">
            {/* On a phone each record is a small card (all seven values visible, no sideways scrolling). */}
            <StackedTable>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">User</th>
                  <th scope="col">Operation</th>
                  <th scope="col">Model</th>
                  <th scope="col">Tokens</th>
                  <th scope="col">Cost</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <tr key={record.id}>
                    <td css={{ minWidth: '11ch' }}>{formatDateTime(record.createdAt)}</td>
                    <td data-label="User">
                      <UserCell title={record.userId ? (record.email ?? record.userId) : undefined}>
                        {record.userId ? (record.email ?? record.userId) : 'Anonymous'}
                      </UserCell>
                    </td>
                    <td data-label="Operation">{record.operation}</td>
                    <td data-label="Model" css={{ whiteSpace: 'nowrap' }}>
                      {record.model}
                    </td>
                    <td data-label="Tokens">{count(record.totalTokens)}</td>
                    <td data-label="Cost">
                      {record.estimatedCost === null ? (
                        <span title="The model that answered is not in the price table">not priced</span>
                      ) : (
                        usd(record.estimatedCost, 4)
                      )}
                    </td>
                    <td>
                      {record.success ? (
                        <Badge tone="success">Success</Badge>
                      ) : (
                        <>
                          <Badge tone="danger">
                            <AlertIcon size={12} />
                            Failed
                          </Badge>
                          {/* Admins read the provider's own words: this screen is the operator's. */}
                          <FailureReason data-testid="failure-reason" title={record.error ?? undefined}>
                            {record.error ?? 'No reason recorded'}
                          </FailureReason>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </StackedTable>
          </TableScroll>
        )}
      </Card>
      <div css={{ marginTop: 24 }}>
        <ApiIntegrationSection />
      </div>
      <div css={{ marginTop: 24 }}>
        <ResearchSourcesSection />
      </div>
      <div css={{ marginTop: 24 }}>
        <PlanChangeSection />
      </div>
    </>
  );
}
