import styled from '@emotion/styled';
import { Button, ButtonAnchor } from '../../../components/Button.js';
import { notify } from '../../../components/notify.js';
import { Card, CardDescription, CardHeader, CardTitle, Notice } from '../../../components/ui.js';
import {
  DemandTestDocument,
  useDeleteDemandTestSignupMutation,
  useDemandTestQuery,
  useSetDemandTestDailySummaryMutation,
  type DemandTestQuery,
} from '../../../generated/graphql.js';
import { DemandChart } from './DemandChart.js';

type DemandTest = NonNullable<DemandTestQuery['demandTest']>;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  div {
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  td.number,
  th.number {
    text-align: right;
  }
`;

const ShareRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} 0;
  code {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const SOURCE_NAMES: Record<string, string> = { x: 'X', reddit: 'Reddit', linkedin: 'LinkedIn', email: 'Email' };

const dollars = (value: number | null) => (value === null ? '–' : `$${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`);
const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(rate < 0.1 ? 1 : 0)}%`);

interface FunnelRow {
  key: string;
  name: string;
  visitors: number;
  signups: number;
  confirmed: number;
}

/** What the visit count is: a visitor is recognised within a day only (the score's reason says the same). */
const VISITS_COUNTED = 'each visitor counted once a day';

/** Visits, signups and confirmed signups (where signups confirm by email), one row per day or per source. */
function FunnelTable({
  label,
  firstColumn,
  rows,
  showConfirmed,
}: {
  label: string;
  firstColumn: string;
  rows: FunnelRow[];
  showConfirmed: boolean;
}) {
  return (
    <TableScroll tabIndex={0} role="region" aria-label={label}>
      <table>
        <thead>
          <tr>
            <th scope="col">{firstColumn}</th>
            <th scope="col" className="number">
              Visits
            </th>
            <th scope="col" className="number">
              Signups
            </th>
            {showConfirmed ? (
              <th scope="col" className="number">
                Confirmed
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td>{row.name}</td>
              <td className="number">{row.visitors}</td>
              <td className="number">{row.signups}</td>
              {showConfirmed ? <td className="number">{row.confirmed}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A share link as visitors use it: the server's path (or full address) made full against the app's origin. */
export function shareAddress(url: string, origin: string): string {
  return new URL(url, origin).toString();
}

/** Where the demand test stands against the score's minimum, in the words the score uses. */
export function demandProgress(test: Pick<DemandTest, 'visits' | 'minVisitors'>): string {
  return test.visits < test.minVisitors
    ? `Demand test running: ${test.visits.toLocaleString('en-US')} of ${test.minVisitors.toLocaleString('en-US')} visits (${VISITS_COUNTED})`
    : `Enough visits: your signup rate now counts as measured demand in the score`;
}

/** The owner's view of the demand test: figures, a chart and the same numbers as tables, share links, and the signup list. */
export function DemandTestPanel({ projectId, marketReason }: { projectId: string; marketReason: string | null }) {
  const { data } = useDemandTestQuery({ variables: { projectId }, pollInterval: 30_000 });
  const [deleteSignup, deleting] = useDeleteDemandTestSignupMutation({
    refetchQueries: [{ query: DemandTestDocument, variables: { projectId } }],
    awaitRefetchQueries: true,
  });
  const [setDailySummary, savingSummary] = useSetDemandTestDailySummaryMutation({
    refetchQueries: [{ query: DemandTestDocument, variables: { projectId } }],
  });
  const test = data?.demandTest;
  if (!test) return null;
  // Whether this installation sends email now: the notice and the confirmed column. Which signups count comes
  // from how each was made (countedSignups): one made while no email was sent counts unconfirmed.
  const confirms = test.emailConfirmation;
  const countedLabel =
    confirms && test.countedSignups === test.confirmedSignups
      ? 'confirmed signups'
      : test.countedSignups === test.signups
        ? 'signups'
        : 'signups that count';

  async function copy(absolute: string) {
    try {
      await navigator.clipboard.writeText(absolute);
      notify.success('Link Copied', absolute);
    } catch {
      notify.error('Copy Failed', 'Select the link and copy it instead.');
    }
  }

  async function remove(signupId: string, email: string) {
    if (!window.confirm(`Delete the signup of ${email}?`)) return;
    try {
      await deleteSignup({ variables: { projectId, signupId } });
      notify.success('Signup Deleted', email);
    } catch {
      notify.error('Delete Failed', 'The signup could not be deleted. Try again.');
    }
  }

  return (
    <Card aria-labelledby="demand-test-title">
      <CardHeader>
        <div css={{ flex: 1, minWidth: 0 }}>
          <CardTitle id="demand-test-title">Demand Test</CardTitle>
          <CardDescription>
            Who visits your published site and asks for early access: the strongest evidence that people want this.
          </CardDescription>
        </div>
      </CardHeader>
      {!test.isPublished ? (
        <Notice tone="info" css={{ marginBottom: 16 }}>
          Publish your website to run the demand test: its early access form collects signups and visits are counted.
        </Notice>
      ) : null}
      {!confirms ? (
        <Notice tone="info" css={{ marginBottom: 16 }} data-testid="demand-no-email">
          This IdeaScope sends no email, so signups are not confirmed by email. Every signup made through your site&apos;s form counts in
          the score; visitors get a link to delete their signup right after signing up.
        </Notice>
      ) : null}
      <p role="status">{demandProgress(test)}</p>
      {marketReason ? (
        <p data-testid="demand-score-reason">
          <strong>Market Opportunity in the score:</strong> {marketReason}
        </p>
      ) : null}
      <Figures>
        <div>
          <dt>Visits</dt>
          <dd>
            <span data-testid="demand-visitors">{test.visits.toLocaleString('en-US')}</span>
            <small>{VISITS_COUNTED}</small>
          </dd>
        </div>
        <div>
          <dt>Signups</dt>
          <dd data-testid="demand-signups">
            {test.signups.toLocaleString('en-US')}
            <small>
              {confirms ? `${test.confirmedSignups} confirmed, ${test.unconfirmedSignups} unconfirmed` : 'not confirmed by email'}
            </small>
          </dd>
        </div>
        <div>
          <dt>Conversion rate</dt>
          <dd>
            {percent(test.conversionRate)}
            <small>{`${countedLabel} per visit`}</small>
          </dd>
        </div>
        <div>
          <dt>Would pay per month</dt>
          <dd data-testid="demand-would-pay">
            {dollars(test.wouldPay.median)}
            {/* The answers of the signups the rate counts: the list below also shows those that do not count. */}
            <small>
              {test.wouldPay.answers === 0
                ? `no answers from ${countedLabel} yet`
                : `median of ${test.wouldPay.answers} from ${countedLabel}; middle half ${dollars(test.wouldPay.low)}–${dollars(test.wouldPay.high)}`}
            </small>
          </dd>
        </div>
      </Figures>

      {test.byDay.length > 0 ? (
        <Section aria-labelledby="demand-by-day">
          <h3 id="demand-by-day">By day</h3>
          <DemandChart days={test.byDay} signupsLabel={countedLabel.charAt(0).toUpperCase() + countedLabel.slice(1)} />
          <FunnelTable
            label="Visits and signups by day"
            firstColumn="Day (UTC)"
            rows={test.byDay.map((day) => ({ ...day, key: day.day, name: day.day }))}
            showConfirmed={confirms}
          />
        </Section>
      ) : null}

      {test.bySource.length > 0 ? (
        <Section aria-labelledby="demand-by-source">
          <h3 id="demand-by-source">By source</h3>
          <FunnelTable
            label="Visits and signups by source"
            firstColumn="Source"
            showConfirmed={confirms}
            rows={test.bySource.map((source) => ({
              ...source,
              key: source.source,
              name: source.source === 'direct' ? 'Direct or unknown' : (SOURCE_NAMES[source.source] ?? source.source),
            }))}
          />
        </Section>
      ) : null}

      {test.isPublished ? (
        <Section aria-labelledby="demand-share">
          <h3 id="demand-share">Share links</h3>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {test.shareLinks.map((link) => {
              // The address as shown is the one Copy writes, so selecting it by hand gives a working link too.
              const address = shareAddress(link.url, window.location.origin);
              return (
                <ShareRow key={link.source}>
                  <span css={{ minWidth: 72, fontWeight: 600 }}>{SOURCE_NAMES[link.source] ?? link.source}</span>
                  <code data-testid="demand-share-link">{address}</code>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => copy(address)}
                    aria-label={`Copy the ${SOURCE_NAMES[link.source] ?? link.source} link`}
                  >
                    Copy
                  </Button>
                </ShareRow>
              );
            })}
          </ul>
        </Section>
      ) : null}

      {test.emailConfirmation ? (
        <label css={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 16 }}>
          <input
            type="checkbox"
            checked={test.dailySummary}
            disabled={savingSummary.loading}
            onChange={(event) =>
              setDailySummary({ variables: { projectId, enabled: event.target.checked } }).catch(() =>
                notify.error('Save Failed', 'The daily summary setting was not saved. Try again.'),
              )
            }
          />
          Email me a daily summary of yesterday&apos;s visits and signups
        </label>
      ) : null}

      <Section aria-labelledby="demand-signups">
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
          <h3 id="demand-signups">Signups</h3>
          {test.signups > 0 ? (
            <ButtonAnchor size="sm" variant="ghost" href={`/api/projects/${projectId}/demand-test/signups.csv`} download="signups.csv">
              Export CSV
            </ButtonAnchor>
          ) : null}
        </div>
        {test.signupList.length === 0 ? (
          <p>No signups yet.</p>
        ) : (
          <TableScroll tabIndex={0} role="region" aria-label="Signups">
            <table>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  {confirms ? <th scope="col">Status</th> : null}
                  <th scope="col" className="number">
                    Would pay
                  </th>
                  <th scope="col">Would use it for</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {test.signupList.map((signup) => (
                  <tr key={signup.id}>
                    <td css={{ overflowWrap: 'anywhere' }}>{signup.email}</td>
                    {confirms ? <td>{signup.confirmed ? 'Confirmed' : 'Unconfirmed'}</td> : null}
                    <td className="number">{dollars(signup.wouldPay)}</td>
                    <td css={{ overflowWrap: 'anywhere' }}>{signup.useCase ?? '–'}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="danger"
                        disabled={deleting.loading}
                        onClick={() => remove(signup.id, signup.email)}
                        aria-label={`Delete the signup of ${signup.email}`}
                      >
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Section>
    </Card>
  );
}
