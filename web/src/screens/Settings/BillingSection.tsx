import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchBillingStatus, openBillingPortal, shortDate, type BillingStatus } from '../../components/billing.js';
import { Button, ButtonLink } from '../../components/Button.js';
import { CrownIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble } from '../../components/ui.js';
import { restFailureMessage } from '../../components/errors.js';

/** "Basic Plan, renews 12 Jan", "Pro Plan, trial ends 3 Feb", "Basic Plan, ends 12 Jan" (then Free; data kept). */
export function planSummary(status: BillingStatus): string {
  const plan = `${status.planLabel} Plan`;
  if (status.endsAt) return `${plan}, ends ${shortDate(status.endsAt)}; then the Free plan (your data is kept)`;
  if (status.status === 'trialing' && status.trialEndsAt) return `${plan}, trial ends ${shortDate(status.trialEndsAt)}`;
  if (status.renewsAt) return `${plan}, renews ${shortDate(status.renewsAt)}`;
  return plan;
}

/** The plan, its renewal, and "Manage billing" (Stripe's Customer Portal) or "Upgrade Plan". */
export function BillingSection() {
  const [status, setStatus] = useState<BillingStatus | null>(null);
  const [opening, setOpening] = useState(false);
  const [search] = useSearchParams();

  useEffect(() => {
    fetchBillingStatus().then(setStatus, () => setStatus(null));
  }, []);

  useEffect(() => {
    if (search.get('checkout') === 'success') notify.success('Plan Updated', 'Thank you! Your plan is active.');
  }, [search]);

  async function manage() {
    setOpening(true);
    try {
      await openBillingPortal();
    } catch (error) {
      notify.error('Error', restFailureMessage(error, 'Something went wrong. Please try again.'));
      setOpening(false);
    }
  }

  return (
    <Card aria-labelledby="billing-title">
      <CardHeader>
        <IconBubble>
          <CrownIcon />
        </IconBubble>
        <div>
          <CardTitle id="billing-title">Plan & Billing</CardTitle>
          <CardDescription data-testid="plan-summary">{status ? planSummary(status) : 'Loading...'}</CardDescription>
        </div>
      </CardHeader>
      {status ? (
        status.canManage ? (
          <Button variant="secondary" onClick={() => void manage()} disabled={opening}>
            Manage billing
          </Button>
        ) : status.onlinePayments ? (
          <ButtonLink to="/pricing" variant="secondary">
            Upgrade Plan
          </ButtonLink>
        ) : (
          <p>Plans on this IdeaScope are set by its administrator.</p>
        )
      ) : null}
    </Card>
  );
}
