import styled from '@emotion/styled';
import { Suspense, lazy, useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
// The module itself, not the package's index: the landing page's code stays free of the rest of it.
import { LANDING_QUERY_PARAMETERS } from '@ideascope/shared/web-build';
import { ClockIcon, ShieldIcon, SparklesIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { PublicHeader } from '../../app/PublicHeader.js';
import { MAIN_CONTENT_ID } from '../../components/SkipLink.js';
import { Badge, Container } from '../../components/ui.js';
import { usePageTitle } from '../../components/usePageTitle.js';
import { HeroValidator } from './HeroValidator.js';
import type { AccountMode } from './accountMode.js';

// Everything below the hero is its own chunk, fetched right after first paint (landing JS budget).
const BelowTheFold = lazy(() => import('./BelowTheFold.js'));
const SiteFooter = lazy(() => import('../../components/SiteFooter.js').then((module) => ({ default: module.SiteFooter })));

const Hero = styled.section`
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.heroFrom}, ${({ theme }) => theme.colors.heroTo});
  padding: ${({ theme }) => theme.space(12, 0, 16)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(20, 0, 24)};
  }
`;

const HeroGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(16)};
  }
`;

const HeroText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  justify-items: start;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: -0.03em;
    ${({ theme }) => theme.mq.md} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  em {
    font-style: normal;
    background: linear-gradient(90deg, ${({ theme }) => theme.colors.brandGradientFrom}, ${({ theme }) => theme.colors.brandGradientTo});
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  > p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 560px;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4, 8)};
  margin: ${({ theme }) => theme.space(2, 0, 0)};
  ${({ theme }) => theme.mq.sm} {
    grid-template-columns: repeat(4, auto);
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const TrustRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
  }
`;

/** `?error=` codes the server's Google sign-in sends the browser back with (api/src/auth/auth.rest.ts). */
const GOOGLE_ERRORS: Record<string, { title: string; body: string } | undefined> = {
  google_unavailable: {
    title: 'Google sign-in unavailable',
    body: 'Google sign-in is not available right now. Please sign in with your email and password.',
  },
  google: {
    title: 'Google sign-in failed',
    body: 'Google sign-in did not complete. Please try again, or sign in with your email and password.',
  },
  google_unverified: {
    title: 'Google sign-in failed',
    body: 'Your Google account has no verified email address. Please sign up with your email and password.',
  },
  google_linked: { title: 'Google sign-in failed', body: 'This email address belongs to an account linked to another Google account.' },
};

/** The landing page's document title (also written into its pre-rendered HTML by the build). */
export const LANDING_PAGE_TITLE = 'IdeaScope – Validate your business idea in minutes';

/** The visitor's landing page (spec §2). `?auth=login|signup` (from the header) opens the account form. */
export default function LandingScreen() {
  usePageTitle(LANDING_PAGE_TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  const validator = useRef<HTMLDivElement>(null);
  const auth = searchParams.get(LANDING_QUERY_PARAMETERS.accountForm);
  const requestedMode: AccountMode | null = auth === 'login' ? 'signin' : auth === 'signup' ? 'signup' : null;
  const googleError = GOOGLE_ERRORS[searchParams.get(LANDING_QUERY_PARAMETERS.signInError) ?? ''];

  useEffect(() => {
    if (!googleError) return;
    notify.error(googleError.title, googleError.body, { toastId: 'google-error' });
    setSearchParams(
      (params) => {
        params.delete(LANDING_QUERY_PARAMETERS.signInError);
        return params;
      },
      { replace: true },
    );
  }, [googleError, setSearchParams]);

  const clearRequest = useCallback(() => {
    validator.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setSearchParams(
      (params) => {
        params.delete(LANDING_QUERY_PARAMETERS.accountForm);
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  function startValidating() {
    validator.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    validator.current?.querySelector<HTMLElement>('textarea, input')?.focus({ preventScroll: true });
  }

  return (
    <>
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Hero aria-labelledby="hero-title">
          <Container>
            <HeroGrid>
              <HeroText>
                <Badge tone="primary">
                  <SparklesIcon size={14} />
                  AI-powered market research
                </Badge>
                <h1 id="hero-title">
                  Validate your business idea <em>in minutes</em>, not months
                </h1>
                <p>
                  Describe your idea and get a business description, domain availability, competitor and keyword research, and a legal
                  check, all scored out of 100.
                </p>
                <TrustRow>
                  <span>
                    <ClockIcon size={16} /> Results in 2-5 minutes
                  </span>
                  <span>
                    <ShieldIcon size={16} /> SOC 2 compliant
                  </span>
                </TrustRow>
                <Stats>
                  <div>
                    <dt>Entrepreneurs</dt>
                    <dd>2,500+</dd>
                  </div>
                  <div>
                    <dt>Accuracy</dt>
                    <dd>90%+</dd>
                  </div>
                  <div>
                    <dt>Per validation</dt>
                    <dd>2-5 min</dd>
                  </div>
                  <div>
                    <dt>Uptime</dt>
                    <dd>99.9%</dd>
                  </div>
                </Stats>
              </HeroText>
              <HeroValidator ref={validator} requestedMode={requestedMode} onRequestHandled={clearRequest} />
            </HeroGrid>
          </Container>
        </Hero>
        <Suspense fallback={null}>
          <BelowTheFold onStart={startValidating} />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </>
  );
}
