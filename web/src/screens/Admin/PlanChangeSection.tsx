import styled from '@emotion/styled';
import { useEffect, useState, type FormEvent } from 'react';
import { fetchPlanChanges, setUserPlan, type PlanChange } from '../../components/billing.js';
import { Button } from '../../components/Button.js';
import { SelectField, TextField } from '../../components/forms.js';
import { CrownIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble } from '../../components/ui.js';
import { restFailureMessage } from '../../components/errors.js';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  align-items: end;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 2fr 1fr auto;
  }
`;

const History = styled.ul`
  margin-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const PLAN_NAMES: Record<string, string> = { free: 'Free', basic: 'Basic', pro: 'Pro' };

/** An admin sets any user's plan (self-hosted installs, support); each change is recorded with who and when. */
export function PlanChangeSection() {
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState('pro');
  const [saving, setSaving] = useState(false);
  const [changes, setChanges] = useState<PlanChange[]>([]);

  useEffect(() => {
    fetchPlanChanges().then(setChanges, () => setChanges([]));
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return;
    setSaving(true);
    try {
      const changed = await setUserPlan(email.trim(), plan);
      notify.success('Plan Changed', `${changed.email} is now on the ${PLAN_NAMES[changed.plan] ?? changed.plan} plan.`);
      setChanges(await fetchPlanChanges());
    } catch (error) {
      notify.error('Error', restFailureMessage(error, 'Failed to change the plan'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card aria-labelledby="plan-change-title">
      <CardHeader>
        <IconBubble>
          <CrownIcon />
        </IconBubble>
        <div>
          <CardTitle id="plan-change-title">Change a User's Plan</CardTitle>
          <CardDescription>For accounts without online payment, or to help a customer.</CardDescription>
        </div>
      </CardHeader>
      <Form onSubmit={(event) => void submit(event)}>
        <TextField
          label="User's email"
          type="email"
          name="planEmail"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <SelectField label="Plan" name="plan" value={plan} onChange={(event) => setPlan(event.target.value)}>
          <option value="free">Free</option>
          <option value="basic">Basic</option>
          <option value="pro">Pro</option>
        </SelectField>
        <Button type="submit" disabled={saving || !email.trim()}>
          {saving ? 'Saving...' : 'Change Plan'}
        </Button>
      </Form>
      {changes.length > 0 ? (
        <History aria-label="Recent plan changes">
          {changes.slice(0, 5).map((change) => (
            <li key={`${change.email}-${change.changedAt}`}>
              {new Date(change.changedAt).toLocaleString()}: {change.email} → {PLAN_NAMES[change.plan] ?? change.plan} (
              {change.source === 'admin' ? `by ${change.changedBy ?? 'a deleted admin'}` : 'Stripe'})
            </li>
          ))}
        </History>
      ) : null}
    </Card>
  );
}
