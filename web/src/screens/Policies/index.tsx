import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import ApolloRoot from '../../app/ApolloRoot.js';
import { PublicHeader } from '../../app/PublicHeader.js';
import { MAIN_CONTENT_ID } from '../../components/SkipLink.js';
import { SiteFooter } from '../../components/SiteFooter.js';
import { Container } from '../../components/ui.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { useOperatorContactQuery } from '../../generated/graphql.js';

export type PolicyPage = 'privacy' | 'terms' | 'security';

const TITLES: Record<PolicyPage, string> = { privacy: 'Privacy Policy', terms: 'Terms of Service', security: 'Security' };

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10, 0, 16)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Operator = styled.p`
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: break-word;
`;

/** Who runs this IdeaScope and how to reach them (OPERATOR_NAME, OPERATOR_EMAIL on the server). */
function OperatorLine({ intro }: { intro: string }) {
  const { data, loading } = useOperatorContactQuery();
  const contact = data?.operatorContact;
  if (loading && !contact) return <Operator>Loading the operator’s contact details...</Operator>;
  if (!contact) return <Operator>The operator’s contact details are unavailable right now.</Operator>;
  return (
    <Operator data-testid="operator-contact">
      {intro} <strong>{contact.name}</strong>.{' '}
      {contact.email ? (
        <>
          Contact: <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </>
      ) : (
        'The operator has not published a contact address yet.'
      )}
    </Operator>
  );
}

function Privacy() {
  return (
    <>
      <OperatorLine intro="This IdeaScope is run by" />
      <h2>What IdeaScope stores</h2>
      <ul>
        <li>
          Your account: name, email, a hash of your password (never the password) or your Google sign-in, and the optional company and bio
          you add.
        </li>
        <li>Your ideas: each project’s name, category, notes and description, its research results and score.</li>
        <li>
          The research behind each report: every request sent to a research service (without keys or passwords) and its answer, so each fact
          can be traced to its source.
        </li>
        <li>The websites you generate, and whether they are published.</li>
        <li>Your sign-in sessions, your API tokens (only as hashes) and a record of each AI request (tokens and cost) for usage limits.</li>
      </ul>
      <h2>Where it is stored</h2>
      <p>
        Everything above is kept in one PostgreSQL database run by the operator named above, and nowhere else. Your browser keeps your
        preferences, research settings and an unconfirmed idea draft in its own local storage; they do not leave your device until you save
        them.
      </p>
      <h2>Who else sees it</h2>
      <ul>
        <li>
          To research an idea, its key words are sent to the research services the operator has connected: web search, keyword data, the
          patent office, Wikipedia and the domain registries.
        </li>
        <li>When an AI service is connected, your idea’s text and description are sent to OpenAI to write descriptions and assessments.</li>
        <li>A website you publish is public at its own address until you unpublish it.</li>
        <li>Nothing is sold, and nothing is shared with anyone else.</li>
      </ul>
      <h2>Your choices</h2>
      <p>
        You can change your profile in <Link to="/settings">Settings</Link>, delete projects in My Ideas, and export a project’s research as
        a file. For anything else about your data, contact the operator above.
      </p>
    </>
  );
}

function Terms() {
  return (
    <>
      <OperatorLine intro="IdeaScope here is provided by" />
      <h2>The service</h2>
      <p>
        IdeaScope researches a business idea and gives a starting point: each fact says whether it was measured from a real source,
        estimated by an AI model, sample data or unknown. It is not legal, financial or trademark advice; check anything you rely on with
        the source it links to or a professional.
      </p>
      <h2>Your content</h2>
      <p>
        Your ideas, notes and websites stay yours. You are responsible for what you publish, and may not use IdeaScope to break the law or
        to harm others.
      </p>
      <h2>Plans</h2>
      <p>
        What each plan includes is on the <Link to="/pricing">pricing page</Link>. The service is provided as it is; the operator may change
        or end it, and will say so first where they can.
      </p>
      <h2>Questions</h2>
      <p>Contact the operator above.</p>
    </>
  );
}

function Security() {
  return (
    <>
      <OperatorLine intro="Security here is the responsibility of" />
      <h2>How your account is protected</h2>
      <ul>
        <li>Passwords are stored only as argon2id hashes; repeated failed sign-ins are slowed down.</li>
        <li>
          Sessions live in HttpOnly cookies (Secure over HTTPS) that scripts cannot read; requests from other sites cannot change anything.
        </li>
        <li>API tokens are shown once and stored only as hashes; you can revoke them in Settings.</li>
        <li>Nobody sees another user’s projects: they are “not found” for everyone but their owner.</li>
        <li>Published websites run with no scripts, isolated from the app.</li>
      </ul>
      <h2>Reporting a problem</h2>
      <p>If you find a security problem, please tell the operator at the address above before making it public.</p>
    </>
  );
}

const CONTENT: Record<PolicyPage, () => ReactNode> = { privacy: Privacy, terms: Terms, security: Security };

/** /privacy, /terms, /security: public pages naming the operator (from the server's settings) and what is stored where. */
export default function PolicyScreen({ page }: { page: PolicyPage }) {
  usePageTitle(TITLES[page]);
  const Content = CONTENT[page];
  return (
    <>
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container>
          <Article aria-labelledby="policy-title">
            <h1 id="policy-title">{TITLES[page]}</h1>
            <ApolloRoot>
              <Content />
            </ApolloRoot>
          </Article>
        </Container>
      </main>
      <SiteFooter />
    </>
  );
}
