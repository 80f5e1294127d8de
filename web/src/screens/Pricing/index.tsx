import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, ButtonAnchor } from '../../components/Button.js';
import { Faq } from '../../components/Faq.js';
import { CheckIcon, ShieldIcon, UsersIcon, XIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { PublicHeader } from '../../app/PublicHeader.js';
import { MAIN_CONTENT_ID } from '../../components/SkipLink.js';
import { SiteFooter } from '../../components/SiteFooter.js';
import { Badge, Container, PopularTag } from '../../components/ui.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useSession } from '../../app/session.js';
import { fetchBillingStatus, startCheckout, type BillingStatus } from '../../components/billing.js';
import { planPrice, plans, type BillingPeriod, type Plan } from './plans.js';
import { restFailureMessage } from '../../components/errors.js';
import { takeHeadingFocusRequest } from '../../components/headingFocus.js';
import { storePendingPlan, takePendingPlan } from '../../components/pendingPlan.js';
import { fetchSalesContact, salesEmailLink, type SalesContact } from './salesContact.js';

const Main = styled.main`
  padding: ${({ theme }) => theme.space(12, 0, 20)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(20, 0, 24)};
  }
`;

const Intro = styled.div`
  text-align: center;
  max-width: 640px;
  margin: 0 auto ${({ theme }) => theme.space(10)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: -0.03em;
    ${({ theme }) => theme.mq.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  p {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The toggle centred in the middle column; 'Save 17%' in the right one, so neither moves when it shows. */
const ToggleRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  > :last-child {
    justify-self: start;
    white-space: nowrap;
  }
  margin-bottom: ${({ theme }) => theme.space(12)};
  min-height: 40px;
`;

const Toggle = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const ToggleOption = styled.button<{ selected: boolean }>`
  padding: ${({ theme }) => theme.space(2, 5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, selected }) => (selected ? theme.colors.surface : 'transparent')};
  color: ${({ theme, selected }) => (selected ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ theme, selected }) => (selected ? theme.shadows.sm : 'none')};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;

const PlanGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: stretch;
  }
`;

const PlanCard = styled.article<{ highlighted: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8, 6)};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme, highlighted }) => (highlighted ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme, highlighted }) => (highlighted ? theme.shadows.lg : theme.shadows.sm)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const PlanDescription = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PriceLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 72px;
`;

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: 1;
  letter-spacing: -0.03em;
  span {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    letter-spacing: normal;
  }
`;

const Original = styled.s`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  flex: 1;
  align-content: start;
`;

const Feature = styled.li<{ included: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2.5)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, included }) => (included ? theme.colors.text : theme.colors.textSubtle)};
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme, included }) => (included ? theme.colors.success : theme.colors.neutralIcon)};
  }
`;

const Guarantee = styled.p`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  svg {
    color: ${({ theme }) => theme.colors.success};
    flex-shrink: 0;
  }
`;

const SectionTitle = styled.h2`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  margin: ${({ theme }) => theme.space(20, 0, 8)};
`;

const EnterpriseBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin-top: ${({ theme }) => theme.space(16)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surfaceInverse};
  color: ${({ theme }) => theme.colors.textInverse};
  ${({ theme }) => theme.mq.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(10, 12)};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textInverseMuted};
    max-width: 560px;
  }
`;

const faqEntries = [
  { question: 'Can I change plans later?', answer: 'Yes. Upgrade or downgrade at any time; changes apply from your next billing period.' },
  {
    question: 'What counts as a validation?',
    answer:
      'Each different idea you research in a month. Re-running or rewording the same idea (same name and category) is free; deleting a project does not give a validation back.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer: 'Every paid plan comes with a 14-day money-back guarantee. If IdeaScope is not for you, we refund you in full.',
  },
  {
    question: 'How does yearly billing work?',
    answer: 'Pay for 10 months and get 12: yearly plans save 17% compared with paying monthly.',
  },
  { question: 'Do I need a credit card for the Free plan?', answer: 'No. The Free plan is free forever and needs no payment details.' },
];

function PlanCardView({
  plan,
  period,
  onChoose,
  trial,
}: {
  plan: Plan;
  period: BillingPeriod;
  onChoose: (plan: Plan, trial: boolean) => void;
  trial: boolean;
}) {
  const { price, originalPrice, saving } = planPrice(plan, period);
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <PlanCard highlighted={plan.popular} aria-labelledby={headingId}>
      {plan.popular ? <PopularTag>Most Popular</PopularTag> : null}
      <div>
        <h2 id={headingId}>{plan.name}</h2>
        <PlanDescription>{plan.description}</PlanDescription>
      </div>
      <PriceLine>
        <Amount>
          ${price}
          <span>/{period === 'monthly' ? 'month' : 'year'}</span>
        </Amount>
        {originalPrice ? (
          <>
            <Original aria-label={`was $${originalPrice}`}>${originalPrice}</Original>
            <Badge tone="success">Save ${saving}</Badge>
          </>
        ) : null}
      </PriceLine>
      <Button variant={plan.popular ? 'primary' : 'secondary'} size="lg" fullWidth onClick={() => onChoose(plan, false)}>
        {plan.monthlyPrice === 0 ? 'Get Started Free' : `Choose ${plan.name}`}
      </Button>
      {trial && plan.monthlyPrice > 0 ? (
        <Button variant="ghost" size="sm" fullWidth onClick={() => onChoose(plan, true)}>
          Start Free Trial (14 days)
        </Button>
      ) : null}
      <Features>
        {plan.features.map((feature) => (
          <Feature key={feature.text} included={feature.included}>
            {feature.included ? <CheckIcon size={16} /> : <XIcon size={16} />}
            <span>
              {feature.text}
              {feature.included ? null : <span className="sr-only"> (not included)</span>}
            </span>
          </Feature>
        ))}
      </Features>
    </PlanCard>
  );
}

/**
 * Public pricing page. Signed out, the buttons open the sign-up form; signed in, a paid plan goes to Stripe
 * Checkout ("Start Free Trial": 14 days, once per account). Without online payments (a self-hosted install)
 * they say how to upgrade: an administrator changes plans in Admin.
 */
/** The Enterprise box, which the landing page's Contact Sales links to. */
const ENTERPRISE_ID = 'enterprise';

export default function PricingScreen() {
  usePageTitle('Pricing');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const signedIn = useSession().viewer !== null;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [billing, setBilling] = useState<BillingStatus | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Just signed up with a plan chosen: this page replaced the account form, so its heading takes the focus.
  useEffect(() => {
    if (takeHeadingFocusRequest()) heading.current?.focus();
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    fetchBillingStatus().then(setBilling, () => {
      setBilling(null);
      // A plan chosen before signing up cannot go ahead now; it is not kept to send the visitor here again.
      if (takePendingPlan()) notify.error('Error', 'Your plan could not be loaded. Please choose it again.');
    });
  }, [signedIn]);

  // undefined while asked for; null when it could not be read.
  const [salesContact, setSalesContact] = useState<SalesContact | null | undefined>(undefined);
  useEffect(() => {
    void fetchSalesContact().then(setSalesContact);
  }, []);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === `#${ENTERPRISE_ID}`) document.getElementById(ENTERPRISE_ID)?.scrollIntoView({ block: 'center' });
  }, [hash]);

  useEffect(() => {
    if (search.get('checkout') === 'cancelled') notify.info('Checkout cancelled', 'Your plan has not changed.');
  }, [search]);

  async function choosePlan(plan: Plan, trial: boolean, chosenPeriod: BillingPeriod = period) {
    if (!signedIn) {
      // A paid plan is remembered through sign-up, which then comes back here to check out.
      if (plan.name !== 'Free') storePendingPlan({ plan: plan.name, period: chosenPeriod, trial });
      navigate('/?auth=signup');
      return;
    }
    if (plan.monthlyPrice === 0) {
      notify.info('You are on the Free plan', 'Head to New Idea to start validating.');
      return;
    }
    if (billing && !billing.onlinePayments) {
      notify.info(`${plan.name} plan`, 'Online payments are not available on this IdeaScope. Ask your administrator to change your plan.');
      return;
    }
    try {
      await startCheckout(plan.name === 'Pro' ? 'pro' : 'basic', chosenPeriod === 'yearly' ? 'year' : 'month', trial);
    } catch (error) {
      notify.error('Error', restFailureMessage(error, 'Something went wrong. Please try again.'));
    }
  }

  const trialOffered = !signedIn || (billing?.onlinePayments === true && billing.trialAvailable && billing.plan === 'free');

  // The plan chosen before signing up: once the account's billing is known, continue where the visitor left off.
  useEffect(() => {
    if (!signedIn || !billing) return;
    const pending = takePendingPlan();
    const plan = pending && plans.find((candidate) => candidate.name === pending.plan);
    if (!pending || !plan) return;
    setPeriod(pending.period);
    const trial = pending.trial && billing.onlinePayments && billing.trialAvailable && billing.plan === 'free';
    if (billing.plan === 'free') void choosePlan(plan, trial, pending.period);
    else notify.info('You already have a plan', 'Change or manage it under Plan & Billing in Settings.');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, billing]);

  return (
    <>
      <PublicHeader />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container>
          <Intro>
            <h1 ref={heading} tabIndex={-1}>
              Choose your plan
            </h1>
            <p>Validate more ideas, dig deeper into the market and launch faster. Start free, upgrade any time.</p>
          </Intro>
          <ToggleRow>
            <span aria-hidden="true" />
            <Toggle role="group" aria-label="Billing period">
              <ToggleOption
                type="button"
                selected={period === 'monthly'}
                aria-pressed={period === 'monthly'}
                onClick={() => setPeriod('monthly')}
              >
                Monthly
              </ToggleOption>
              <ToggleOption
                type="button"
                selected={period === 'yearly'}
                aria-pressed={period === 'yearly'}
                onClick={() => setPeriod('yearly')}
              >
                Yearly
              </ToggleOption>
            </Toggle>
            {/* Always laid out (hidden while monthly), so the toggle does not move when it appears. */}
            <Badge tone="success" aria-hidden={period !== 'yearly'} css={{ visibility: period === 'yearly' ? 'visible' : 'hidden' }}>
              Save 17%
            </Badge>
          </ToggleRow>
          <PlanGrid>
            {plans.map((plan) => (
              <PlanCardView
                key={plan.name}
                plan={plan}
                period={period}
                onChoose={(chosen, trial) => void choosePlan(chosen, trial)}
                trial={trialOffered}
              />
            ))}
          </PlanGrid>
          <Guarantee>
            <ShieldIcon size={18} />
            14-day money-back guarantee on all paid plans. No questions asked.
          </Guarantee>
          <EnterpriseBox id={ENTERPRISE_ID} aria-labelledby="enterprise-title">
            <div>
              <h2 id="enterprise-title">Enterprise</h2>
              <p>
                Custom pricing for agencies and innovation teams: white-label reports, API access, single sign-on and priority support with
                a dedicated account manager.
              </p>
            </div>
            {salesContact?.email ? (
              <ButtonAnchor href={salesEmailLink(salesContact.email)} variant="inverse" size="lg">
                <UsersIcon size={18} />
                Contact Sales
              </ButtonAnchor>
            ) : salesContact !== undefined ? (
              <p data-testid="sales-contact-missing">
                {salesContact
                  ? `${salesContact.name} has not published a sales address yet.`
                  : 'The sales contact could not be loaded; try again later.'}
              </p>
            ) : null}
          </EnterpriseBox>
          <SectionTitle>Frequently asked questions</SectionTitle>
          <Faq entries={faqEntries} />
        </Container>
      </Main>
      <SiteFooter />
    </>
  );
}
