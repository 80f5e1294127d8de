import styled from '@emotion/styled';
import { AlertIcon, CheckIcon, CpuIcon, InfoIcon } from '../../components/icons.js';
import { SpinnerIcon } from '../../components/Spinner.js';
import { Card, CardDescription, CardHeader, CardTitle, IconBubble, Notice } from '../../components/ui.js';
import { useAiStatusQuery } from '../../generated/graphql.js';

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

/** Section 5: whether research runs on the live AI provider or on fallback data (aiStatus). */
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
              Research still completes: descriptions, competitors, keywords and legal checks use built-in fallback data.
            </span>
          </Notice>
          <Notice tone="warning">
            <AlertIcon size={18} />
            <span>
              <strong>{error ? 'AI status unavailable' : 'AI API unavailable'}</strong>
              {status?.reason && !/quota/i.test(status.reason)
                ? status.reason
                : 'The AI API key has hit its quota, so fallback data is used until it is available again.'}
            </span>
          </Notice>
        </Notices>
      )}
    </Card>
  );
}
