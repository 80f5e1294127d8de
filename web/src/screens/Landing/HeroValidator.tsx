import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Suspense, forwardRef, lazy, useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button.js';
import { characterCount, Label, TextArea } from '../../components/forms.js';
import { CheckIcon, SparklesIcon } from '../../components/icons.js';
import { notify } from '../../components/notify.js';
import { IDEA_TEXT_MAX, peekPendingIdea } from '../../components/pendingIdea.js';
import { LoadingState, SpinnerIcon } from '../../components/Spinner.js';
import { LinkButton } from './LinkButton.js';
import type { AccountMode } from './accountMode.js';
import { fetchIdeaPreview, previewMeasuredSomething, type IdeaPreviewFindings } from './ideaPreview.js';
import { PreviewFindings } from './PreviewFindings.js';

// The account form carries Apollo Client; it is fetched when the visitor validates an idea (see below).
const loadAccountForm = () => import('./AccountForm.js');
const AccountForm = lazy(loadAccountForm);

/** Spec §9: the analysis lasts 2000 ms; here as its minimum, so the screen does not flash. */
export const FAKE_ANALYSIS_MS = 2000;
/** The longest the visitor waits for the preview's sources; after it, a fact not in is "couldn't check". */
const PREVIEW_WAIT_MAX_MS = 8000;

const ANALYSIS_STEPS = ['Generating the business description', 'Checking domain availability', 'Analysing competitors'] as const;
/** When each step may tick at the earliest; the domain and competitor steps also wait for the preview's answer. */
const STEP_EARLIEST_MS = ANALYSIS_STEPS.map((_, index) => (FAKE_ANALYSIS_MS / ANALYSIS_STEPS.length) * (index + 1) - 100);
/** Steps that tick only once the preview answered (domain availability, competitors). */
const FIRST_MEASURED_STEP = 1;

export type HeroStage = 'idea' | 'analysing' | 'account';

const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space(7)};
  }
`;

const IdeaForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Hint = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const IdeaCounter = styled.p<{ over: boolean }>`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, over }) => (over ? theme.colors.dangerText : theme.colors.textMuted)};
  font-weight: ${({ theme, over }) => (over ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const Shortcut = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AnalysingBox = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const StepList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Step = styled.li<{ state: 'done' | 'active' | 'waiting' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3, 4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, state }) => (state === 'waiting' ? theme.colors.border : theme.colors.primarySoftBorder)};
  background: ${({ theme, state }) => (state === 'waiting' ? theme.colors.surface : theme.colors.primarySoft)};
  color: ${({ theme, state }) => (state === 'waiting' ? theme.colors.textSubtle : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  animation: ${({ state }) => (state === 'active' ? pulse : 'none')} 1.2s ease-in-out infinite;
`;

const StepMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.success};
  color: ${({ theme }) => theme.colors.textInverse};
`;

const WaitingMark = styled.span`
  width: 22px;
  height: 22px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  border: 2px solid ${({ theme }) => theme.colors.border};
`;

const Progress = styled.div`
  height: 6px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const ProgressFill = styled.div`
  height: 100%;
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.brandGradientFrom}, ${({ theme }) => theme.colors.brandGradientTo});
  transform-origin: left;
  animation: ${fill} ${FAKE_ANALYSIS_MS}ms linear forwards;
`;

/**
 * The analysing step: the preview query (domain availability, similar launches) runs meanwhile; the
 * steps tick as their answers arrive, never before their share of the 2000 ms minimum. `onDone`
 * gets the findings (null when the preview could not be had).
 */
function AnalysingState({ idea, onDone }: { idea: string; onDone: (findings: IdeaPreviewFindings | null) => void }) {
  const [completed, setCompleted] = useState(0);
  const [answered, setAnswered] = useState<{ findings: IdeaPreviewFindings | null } | null>(null);
  const [minimumPassed, setMinimumPassed] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;
  const startedAt = useRef(Date.now());

  useEffect(() => {
    let cancelled = false;
    const controller = new AbortController();
    // Past the wait, the request is abandoned and its facts read "couldn't check just now".
    const giveUp = window.setTimeout(() => controller.abort(), PREVIEW_WAIT_MAX_MS);
    void fetchIdeaPreview(idea, controller.signal).then((findings) => {
      window.clearTimeout(giveUp);
      if (!cancelled) setAnswered({ findings });
    });
    const minimum = window.setTimeout(() => setMinimumPassed(true), FAKE_ANALYSIS_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(giveUp);
      window.clearTimeout(minimum);
      controller.abort();
    };
  }, [idea]);

  useEffect(() => {
    const elapsed = Date.now() - startedAt.current;
    const timers = STEP_EARLIEST_MS.map((at, index) =>
      window.setTimeout(
        () => setCompleted((current) => (index < FIRST_MEASURED_STEP || answered ? Math.max(current, index + 1) : current)),
        Math.max(0, at - elapsed),
      ),
    );
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [answered]);

  useEffect(() => {
    if (answered && minimumPassed) done.current(answered.findings);
  }, [answered, minimumPassed]);

  return (
    <AnalysingBox role="status" aria-live="polite">
      <h2>Analysing your idea...</h2>
      <Progress aria-hidden="true">
        <ProgressFill />
      </Progress>
      <StepList>
        {ANALYSIS_STEPS.map((step, index) => {
          const state = index < completed ? 'done' : index === completed ? 'active' : 'waiting';
          return (
            <Step key={step} state={state}>
              {state === 'done' ? (
                <StepMark>
                  <CheckIcon size={14} />
                </StepMark>
              ) : state === 'active' ? (
                <SpinnerIcon diameter={22} aria-hidden="true" />
              ) : (
                <WaitingMark aria-hidden="true" />
              )}
              {step}...
            </Step>
          );
        })}
      </StepList>
    </AnalysingBox>
  );
}

/** The gate's toast line when neither preview check answered: nothing was found, so nothing is promised. */
const NOTHING_MEASURED_TOAST = 'We couldn’t check your idea just now. Create an account to run the full research.';

/**
 * The hero's card: idea entry, then a fake 2-second analysis (spec §4), then the account gate.
 * `requestedMode` (from the header's Sign Up / Log In) jumps straight to the account gate.
 */
export const HeroValidator = forwardRef<HTMLDivElement, { requestedMode: AccountMode | null; onRequestHandled: () => void }>(
  function HeroValidator({ requestedMode, onRequestHandled }, ref) {
    const [idea, setIdea] = useState('');
    const [stage, setStage] = useState<HeroStage>('idea');
    const [mode, setMode] = useState<AccountMode>('signup');
    // undefined: the visitor has not validated (header Sign Up, Sign In shortcut); null: the preview could not be had.
    const [findings, setFindings] = useState<IdeaPreviewFindings | null | undefined>(undefined);
    const ideaInput = useRef<HTMLTextAreaElement>(null);
    const tooLong = idea.length > IDEA_TEXT_MAX;

    // Read after the first render, before paint: the pre-rendered landing page (built without the
    // browser's storage) must hydrate with the same empty field. What the visitor typed into that page
    // before its script ran is theirs and wins; else an idea stored before a round trip to Google
    // sign-in (which may come back signed out) is shown again.
    useLayoutEffect(() => {
      const typedBeforeHydration = ideaInput.current?.value;
      const restored = typedBeforeHydration || peekPendingIdea();
      if (restored) setIdea(restored);
    }, []);

    useEffect(() => {
      if (!requestedMode) return;
      setMode(requestedMode);
      setFindings(undefined);
      setStage('account');
      onRequestHandled();
    }, [requestedMode, onRequestHandled]);

    const finishAnalysis = useCallback((measured: IdeaPreviewFindings | null) => {
      setFindings(measured);
      setMode('signup');
      setStage('account');
      // The spec's promise of insights only when the preview measured something (docs/spec-choices.md).
      notify.info(
        'Sign up to see results!',
        previewMeasuredSomething(measured)
          ? 'We found great insights for your idea. Create an account to access the full report.'
          : NOTHING_MEASURED_TOAST,
      );
    }, []);

    function handleValidate(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (!idea.trim()) {
        notify.error('Enter your idea', 'Please describe your business idea to get started.');
        return;
      }
      // The account form (and Apollo) loads during the 2 s analysis, not with the landing page.
      void loadAccountForm();
      setFindings(undefined);
      setStage('analysing');
    }

    function backToIdea() {
      setStage('idea');
      window.setTimeout(() => ideaInput.current?.focus(), 0);
    }

    return (
      <Panel ref={ref} id="validate">
        {stage === 'idea' ? (
          <IdeaForm onSubmit={handleValidate} aria-label="Validate your idea">
            <div>
              <Label htmlFor="idea-input">Describe your business idea</Label>
              <TextArea
                id="idea-input"
                ref={ideaInput}
                rows={4}
                placeholder="e.g. A subscription box of locally roasted coffee for remote teams"
                value={idea}
                aria-describedby="idea-input-hint idea-input-count"
                aria-invalid={tooLong || undefined}
                onChange={(event) => setIdea(event.target.value)}
                onKeyDown={(event) => {
                  // Enter submits; Shift+Enter (or an IME composition) types a newline.
                  if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
                  event.preventDefault();
                  // Like the button, which is disabled while the input is empty.
                  if (idea.length > 0 && !tooLong) event.currentTarget.form?.requestSubmit();
                }}
              />
              <Hint id="idea-input-hint">Press Enter to validate, Shift+Enter for a new line.</Hint>
              {/* Never cut silently: the count and the limit show, and a longer idea cannot be sent until shortened. */}
              <IdeaCounter id="idea-input-count" over={tooLong} aria-live={tooLong ? 'polite' : undefined} data-testid="character-counter">
                {characterCount(idea.length, IDEA_TEXT_MAX)}
              </IdeaCounter>
            </div>
            {/* Disabled while empty; whitespace-only text gets the 'Enter your idea' toast. */}
            <Button type="submit" size="lg" fullWidth disabled={idea.length === 0 || tooLong}>
              <SparklesIcon size={18} />
              Validate My Idea
            </Button>
            <Shortcut>
              Already have an account?{' '}
              <LinkButton
                type="button"
                onClick={() => {
                  setMode('signin');
                  setFindings(undefined);
                  setStage('account');
                }}
              >
                Sign In to Dashboard
              </LinkButton>
            </Shortcut>
          </IdeaForm>
        ) : stage === 'analysing' ? (
          <AnalysingState idea={idea.trim()} onDone={finishAnalysis} />
        ) : (
          <Suspense fallback={<LoadingState />}>
            {findings !== undefined ? <PreviewFindings findings={findings} /> : null}
            <AccountForm idea={idea} measured={previewMeasuredSomething(findings)} mode={mode} onModeChange={setMode} onBack={backToIdea} />
          </Suspense>
        )}
      </Panel>
    );
  },
);
