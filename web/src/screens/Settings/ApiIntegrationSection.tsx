import styled from '@emotion/styled';
import { AlertIcon, CheckIcon, CpuIcon, InfoIcon } from '../../components/icons.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble, Notice } from '../../components/ui.js';
import { useAiStatusQuery, type AiState } from '../../generated/graphql.js';

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

/** The warning's title for each state the last AI calls showed; the spec's quota warning only for QUOTA. */
const STATE_TITLES: Record<AiState, string> = {
  LIVE: 'AI integration is live',
  NO_KEY: 'No AI API key configured',
  QUOTA: 'AI API unavailable',
  KEY_REJECTED: 'AI API key rejected',
  RATE_LIMITED: 'AI API rate limited',
  UNREACHABLE: 'AI API unreachable',
  BUDGET_REACHED: 'Daily AI budget reached',
};

/** Section 5: whether research runs on the live AI provider or on fallback data, and why (aiStatus.state). */
export function ApiIntegrationSection() {
  const { data, loading, error } = useAiStatusQuery();
  const status = data?.aiStatus;

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
            Research uses real-time AI analysis{status.model ? ` (${status.model})` : ''}.
          </span>
        </Notice>
      ) : (
        <Notices>
          <Notice tone="info">
            <InfoIcon size={18} />
            <span>
              <strong>AI integration is working with fallback data</strong>
              Research still completes: where the AI cannot answer, descriptions, competitors and keywords use built-in sample data, marked as such.
            </span>
          </Notice>
          <Notice tone="warning">
            <AlertIcon size={18} />
            <span>
              <strong>{error ? 'AI status unavailable' : STATE_TITLES[status?.state ?? 'QUOTA']}</strong>
              {error
                ? 'The AI status could not be read; research results say which sections use sample data.'
                : status?.state === 'QUOTA' || !status?.reason
                  ? 'The AI API key has hit its quota, so fallback data is used until it is available again.'
                  : status.reason}
            </span>
          </Notice>
        </Notices>
      )}
    </Card>
  );
}
