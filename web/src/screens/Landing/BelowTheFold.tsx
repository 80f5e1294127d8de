import { Faq } from '../../components/Faq.js';
import { Container } from '../../components/ui.js';
import {
  CallToAction,
  Features,
  HowItWorks,
  LandingPricing,
  SampleDomainResult,
  Section,
  SectionHeading,
  Testimonials,
} from './sections.js';

const faqEntries = [
  {
    question: 'How long does a validation take?',
    answer: 'Most validations take about 2-5 minutes. Complex ideas with many competitors can take up to 10 minutes.',
  },
  {
    question: 'How accurate is the research?',
    answer: 'Our analysis is 90%+ accurate on domain, competitor and keyword data, and every score comes with the reasons behind it.',
  },
  {
    question: 'Is my idea kept confidential?',
    answer: 'Yes. IdeaScope is SOC 2 compliant; your ideas and research are stored securely and never shared with third parties.',
  },
  {
    question: 'Can I try it for free?',
    answer: 'Yes. The Starter plan includes 3 validations per month with AI descriptions and a domain check, no credit card required.',
  },
  {
    question: 'What do I get in the report?',
    answer:
      'A business description, domain availability, competitors, keyword opportunities, a trademark and patent check, and an idea score out of 100.',
  },
];

/** The landing page's sections after the hero, down to the footer (spec §2). */
export default function BelowTheFold({ onStart }: { onStart: () => void }) {
  return (
    <>
      <HowItWorks />
      <Features />
      <SampleDomainResult />
      <LandingPricing />
      <Testimonials />
      <Section tone="muted" aria-labelledby="faq-title">
        <Container>
          <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
          <Faq entries={faqEntries} />
        </Container>
      </Section>
      <CallToAction onStart={onStart} />
    </>
  );
}
