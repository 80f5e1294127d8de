import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { ButtonAnchor, ButtonLink } from '../../components/Button.js';
import {
  CheckIcon,
  GlobeIcon,
  LightbulbIcon,
  ShieldIcon,
  SparklesIcon,
  StarIcon,
  TrendingIcon,
  UsersIcon,
  ZapIcon,
} from '../../components/icons.js';
import { Badge, Container, IconBubble, PopularTag } from '../../components/ui.js';
import { DomainPrice } from '../../components/DomainPrice.js';

export const Section = styled.section<{ tone?: 'plain' | 'muted' }>`
  padding: ${({ theme }) => theme.space(16, 0)};
  background: ${({ theme, tone = 'plain' }) => (tone === 'muted' ? theme.colors.surface : theme.colors.background)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(24, 0)};
  }
`;

const HeadingBlock = styled.div`
  max-width: 680px;
  margin: 0 auto ${({ theme }) => theme.space(12)};
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    ${({ theme }) => theme.mq.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    margin-top: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Eyebrow = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
`;

export function SectionHeading({ eyebrow, title, children, id }: { eyebrow: string; title: string; children?: ReactNode; id: string }) {
  return (
    <HeadingBlock>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h2 id={id}>{title}</h2>
      {children ? <p>{children}</p> : null}
    </HeadingBlock>
  );
}

const Grid = styled.div<{ columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(${({ columns }) => columns}, minmax(0, 1fr));
  }
`;

const Tile = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(6)};
  h3 {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin-top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const howItWorks = [
  {
    title: 'Describe your idea',
    text: 'Type your business idea in a sentence or two. Our AI turns it into a clear business description you can refine.',
  },
  {
    title: 'AI researches the market',
    text: 'We check domains, competitors, keywords, trademarks and patents. Most validations take about 2-5 minutes (up to 10 for complex ideas).',
  },
  {
    title: 'Get your idea score',
    text: 'See a score out of 100 with the reasons behind it, export the research, and launch a one-page website.',
  },
];

export function HowItWorks() {
  return (
    <Section id="how-it-works" aria-labelledby="how-it-works-title">
      <Container>
        <SectionHeading id="how-it-works-title" eyebrow="How It Works" title="From idea to insight in three steps">
          No spreadsheets, no guesswork: a complete validation report while your coffee brews.
        </SectionHeading>
        <Grid columns={3}>
          {howItWorks.map((step, index) => (
            <Tile key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <h3>
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </Tile>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const features = [
  {
    icon: SparklesIcon,
    title: 'AI business descriptions',
    text: 'A sharp description, target market and key features generated from a single sentence.',
  },
  {
    icon: GlobeIcon,
    title: 'Domain availability',
    text: 'Live checks across .com, .net, .org and .io with prices for the names still free.',
  },
  { icon: UsersIcon, title: 'Competitor analysis', text: 'Who else plays in your space, their strengths, weaknesses and market share.' },
  { icon: TrendingIcon, title: 'Keyword research', text: 'Search volume, difficulty, CPC and trends for the terms your customers use.' },
  {
    icon: ShieldIcon,
    title: 'Legal & trademark check',
    text: 'Spot trademark conflicts and relevant patents before you invest in a name.',
  },
  { icon: ZapIcon, title: 'One-click website', text: 'Generate, publish and share a landing page for your idea in seconds.' },
];

export function Features() {
  return (
    <Section id="features" tone="muted" aria-labelledby="features-title">
      <Container>
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need to validate an idea">
          90%+ accuracy on the research that matters, backed by infrastructure with 99.9% uptime.
        </SectionHeading>
        <Grid columns={3}>
          {features.map(({ icon: Icon, title, text }) => (
            <Tile key={title}>
              <IconBubble>
                <Icon />
              </IconBubble>
              <h3>{title}</h3>
              <p>{text}</p>
            </Tile>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const SampleCard = styled.div`
  max-width: 760px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: hidden;
`;

const SampleHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5, 6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const ScorePill = styled.div`
  text-align: right;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.successText};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(3, 2.5)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
    ${({ theme }) => theme.mq.md} {
      padding: ${({ theme }) => theme.space(3, 6)};
    }
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    background: ${({ theme }) => theme.colors.background};
  }
  tr:last-of-type td {
    border-bottom: 0;
  }
`;

const sampleDomains = [
  { domain: 'brewcrate.com', available: false, price: null },
  { domain: 'brewcrate.io', available: true, price: 39.99 },
  { domain: 'getbrewcrate.com', available: true, price: 12.99 },
  { domain: 'brewcrate.co', available: true, price: 24.99 },
];

export function SampleDomainResult() {
  return (
    <Section aria-labelledby="sample-title">
      <Container>
        <SectionHeading id="sample-title" eyebrow="Sample result" title="See what a validation looks like">
          A slice of the report for “BrewCrate”, a coffee subscription for remote teams.
        </SectionHeading>
        <SampleCard>
          <SampleHeader>
            <div>
              <h3>BrewCrate · Domain Analysis</h3>
              <p>E-commerce · 3 of 4 domains available</p>
            </div>
            <ScorePill>
              <strong>82/100</strong>
              <span>Idea score · Excellent</span>
            </ScorePill>
          </SampleHeader>
          <TableScroll tabIndex={0} role="region" aria-label="Sample domain results">
            <Table>
              <caption className="sr-only">Sample domain availability for BrewCrate</caption>
              <thead>
                <tr>
                  <th scope="col">Domain</th>
                  <th scope="col">Status</th>
                  <th scope="col">Price</th>
                </tr>
              </thead>
              <tbody>
                {sampleDomains.map((row) => (
                  <tr key={row.domain}>
                    <td>{row.domain}</td>
                    <td>{row.available ? <Badge tone="success">Available</Badge> : <Badge tone="danger">Taken</Badge>}</td>
                    <td>{row.price === null ? '-' : <DomainPrice price={row.price} />}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </SampleCard>
      </Container>
    </Section>
  );
}

const PlanGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: stretch;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const PlanCard = styled.article<{ highlighted?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(8, 6)};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme, highlighted }) => (highlighted ? `2px solid ${theme.colors.primary}` : `1px solid ${theme.colors.border}`)};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme, highlighted }) => (highlighted ? theme.shadows.lg : theme.shadows.sm)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: 1;
  span {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const FeatureList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  flex: 1;
  align-content: start;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const landingPlans = [
  {
    name: 'Starter',
    price: 'Free',
    period: '',
    description: 'For trying out a first idea.',
    features: ['3 validations per month', 'Basic AI descriptions', 'Domain check'],
    cta: { label: 'Get Started', to: '/?auth=signup' },
  },
  {
    name: 'Professional',
    price: '$29',
    period: '/month',
    description: 'For founders validating ideas every week.',
    features: ['Unlimited validations', 'Advanced AI analysis', 'Competitor research', 'Legal and trademark checking', 'PDF/Excel export'],
    popular: true,
    cta: { label: 'Start Free Trial', to: '/pricing' },
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    period: '',
    description: 'For agencies, studios and innovation teams.',
    features: ['White-label reports', 'API access', 'Priority support'],
    // The pricing page's Enterprise box gives the operator's address (it is known only at run time).
    cta: { label: 'Contact Sales', to: '/pricing#enterprise' },
  },
] as const;

/** The landing page's own plan names (spec §2/§6: Starter, Professional, Enterprise). */
export function LandingPricing() {
  return (
    <Section id="pricing" tone="muted" aria-labelledby="landing-pricing-title">
      <Container>
        <SectionHeading id="landing-pricing-title" eyebrow="Pricing" title="Simple pricing that grows with you">
          Start free. Upgrade when your ideas need deeper research.
        </SectionHeading>
        <PlanGrid>
          {landingPlans.map((plan) => (
            <PlanCard key={plan.name} highlighted={'popular' in plan} aria-label={`${plan.name} plan`}>
              {'popular' in plan ? <PopularTag>Most Popular</PopularTag> : null}
              <div>
                <h3>{plan.name}</h3>
                <p>{plan.description}</p>
              </div>
              <Price>
                {plan.price}
                {plan.period ? <span>{plan.period}</span> : null}
              </Price>
              <FeatureList>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <CheckIcon size={16} />
                    {feature}
                  </li>
                ))}
              </FeatureList>
              <ButtonLink to={plan.cta.to} variant={'popular' in plan ? 'primary' : 'secondary'} fullWidth>
                {plan.cta.label}
              </ButtonLink>
            </PlanCard>
          ))}
        </PlanGrid>
      </Container>
    </Section>
  );
}

const Quote = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  blockquote {
    margin: 0;
    flex: 1;
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    strong {
      display: block;
      color: ${({ theme }) => theme.colors.text};
    }
  }
`;

const Stars = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(0.5)};
  color: ${({ theme }) => theme.colors.warning};
`;

const testimonials = [
  {
    quote: 'IdeaScope told me in five minutes what took me two weeks of research last time. The competitor breakdown alone was worth it.',
    name: 'Maya Chen',
    role: 'Founder, Loop Analytics',
  },
  {
    quote: 'The trademark check caught a conflict with our first name before we printed a single business card.',
    name: 'David Okafor',
    role: 'Co-founder, Tidewell',
  },
  {
    quote: 'I validate every client idea with it now. The score and the reasons behind it make the conversation easy.',
    name: 'Sofia Martínez',
    role: 'Product Strategist',
  },
];

export function Testimonials() {
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Trusted by 2,500+ entrepreneurs" />
        <Grid columns={3}>
          {testimonials.map((item) => (
            <Quote key={item.name}>
              <Stars role="img" aria-label="5 out of 5 stars">
                {[0, 1, 2, 3, 4].map((star) => (
                  <StarIcon key={star} size={16} />
                ))}
              </Stars>
              <blockquote>“{item.quote}”</blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                {item.role}
              </figcaption>
            </Quote>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

const CtaBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(12, 6)};
  border-radius: ${({ theme }) => theme.radii.xl};
  text-align: center;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brandGradientFrom}, ${({ theme }) => theme.colors.brandGradientTo});
  color: ${({ theme }) => theme.colors.primaryContrast};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    max-width: 640px;
  }
  p {
    max-width: 560px;
    opacity: 0.92;
  }
`;

export function CallToAction({ onStart }: { onStart: () => void }) {
  return (
    <Section aria-labelledby="cta-title">
      <Container>
        <CtaBox>
          <LightbulbIcon size={36} />
          <h2 id="cta-title">Ready to find out if your idea has legs?</h2>
          <p>Join 2,500+ entrepreneurs who validate before they build. Your first validations are free.</p>
          <ButtonAnchor
            href="#validate"
            variant="inverse"
            size="lg"
            onClick={(event) => {
              event.preventDefault();
              onStart();
            }}
          >
            Validate My Idea Now
          </ButtonAnchor>
        </CtaBox>
      </Container>
    </Section>
  );
}
