import styled from '@emotion/styled';
import { AlertIcon, CheckIcon, CpuIcon, InfoIcon } from '../../components/icons.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble, Notice } from '../../components/ui.js';
import { useAiStatusOperatorDetailQuery, useAiStatusQuery, useIsAdminQuery, type AiState } from '../../generated/graphql.js';

const Notices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  strong {
    display: block;
  }
`;

const Checking = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The warning's title for each state the last AI calls showed, in the operator's terms (admins); the spec's quota warning only for QUOTA. */
const STATE_TITLES: Record<AiState, string> = {
  LIVE: 'AI integration is live',
  NO_KEY: 'No AI API key configured',
  QUOTA: 'AI API unavailable',
  KEY_REJECTED: 'AI API key rejected',
  RATE_LIMITED: 'AI API rate limited',
  UNREACHABLE: 'AI API unreachable',
  BUDGET_REACHED: 'Daily AI budget reached',
};

/** The same titles in the customer's words: no key or setting is theirs to check. */
const CUSTOMER_STATE_TITLES: Record<AiState, string> = {
  LIVE: 'AI integration is live',
  NO_KEY: 'No AI service connected',
  QUOTA: 'AI API unavailable',
  KEY_REJECTED: 'AI service unavailable',
  RATE_LIMITED: 'AI service busy',
  UNREACHABLE: 'AI service unreachable',
  BUDGET_REACHED: 'Daily AI allowance used up',
};

/** The warning's title for a viewer: admins read the operator's, everyone else the customer's. */
export function stateTitle(state: AiState, isAdmin: boolean): string {
  return (isAdmin ? STATE_TITLES : CUSTOMER_STATE_TITLES)[state];
}

/** What each state means for the customer's research (the operator's wording is for admins: operatorDetail). */
const STATE_LINES: Record<Exclude<AiState, 'LIVE' | 'QUOTA'>, string> = {
  NO_KEY: 'No AI service is connected, so you describe your idea in your own words and research shows only what real sources found.',
  KEY_REJECTED: 'The AI service isn’t available right now, so research shows only what real sources found.',
  RATE_LIMITED: 'The AI service is busy; research waits for it, then shows only what real sources found.',
  UNREACHABLE: 'We couldn’t reach the AI service just now; research tries again, then shows only what real sources found.',
  BUDGET_REACHED: 'Today’s AI allowance is used up; until it renews tomorrow research shows only what real sources found.',
};

const OperatorDetail = styled.code`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
`;

/** Section 5: whether research runs on the live AI provider or on fallback data, and why (aiStatus.state). */
export function ApiIntegrationSection() {
  const { data, loading, error } = useAiStatusQuery();
  const status = data?.aiStatus;
  const isAdmin = useIsAdminQuery().data?.isAdmin === true;
  // Not cached: AiStatus has no id, and this answer must not replace the customer one in the cache.
  const operatorDetail = useAiStatusOperatorDetailQuery({ skip: !isAdmin, fetchPolicy: 'no-cache' }).data?.aiStatus.operatorDetail;

  return (
    <Card aria-labelledby="api-integration-title">
      <CardHeader>
        <IconBubble>
          <CpuIcon />
        </IconBubble>
        <div>
          <CardTitle id="api-integration-title">API Integration</CardTitle>
          <CardDescription>The AI service behind your research.</CardDescription>
        </div>
      </CardHeader>
      {loading ? (
        <Checking role="status">
          <SpinnerIcon diameter={16} aria-hidden="true" />
          Checking AI status...
        </Checking>
      ) : status?.live ? (
        <Notice tone="success">
          <CheckIcon size={18} />
          <span>
            <strong>AI integration is live</strong>
            Research uses real-time AI analysis
            {status.model ? ` (${status.provider === 'OLLAMA' ? `a model on this server: ${status.model}` : status.model})` : ''}.
          </span>
        </Notice>
      ) : (
        <Notices>
          <Notice tone="info">
            <InfoIcon size={18} />
            <span>
              <strong>AI integration is working with fallback data</strong>
              Research still completes: nothing is made up where the AI cannot answer. Your description is in your own words, and each
              section shows what real sources found or says what would fill it.
            </span>
          </Notice>
          <Notice tone="warning">
            <AlertIcon size={18} />
            <span>
              <strong>{error ? 'AI status unavailable' : stateTitle(status?.state ?? 'QUOTA', isAdmin)}</strong>
              {error
                ? 'The AI status could not be read; research results say which sections no source covered.'
                : !status || status.state === 'QUOTA' || status.state === 'LIVE'
                  ? 'The AI API key has hit its quota, so fallback data is used until it is available again.'
                  : STATE_LINES[status.state]}
              {operatorDetail ? (
                <OperatorDetail data-testid="operator-detail" title="Shown to admins only">
                  Admin: {operatorDetail}
                </OperatorDetail>
              ) : null}
            </span>
          </Notice>
        </Notices>
      )}
    </Card>
  );
}
