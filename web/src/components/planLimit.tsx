import styled from '@emotion/styled';
import type { ApolloError } from '@apollo/client';
import { ButtonAnchor } from './Button.js';
import { serverMessage } from './errors.js';

/** The server's extensions.code when the user's plan does not include what was asked (HTTP 402 on REST). */
export const PLAN_LIMIT_REACHED = 'PLAN_LIMIT_REACHED';

export function isPlanLimitError(error: unknown): boolean {
  const graphQLErrors = (error as Partial<ApolloError> | undefined)?.graphQLErrors ?? [];
  return graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === PLAN_LIMIT_REACHED);
}

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Body = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
  margin: ${({ theme }) => theme.space(0.5)} 0 ${({ theme }) => theme.space(1)};
`;

function PlanLimitToast({ message }: { message: string }) {
  return (
    <div>
      <Title>Plan Limit Reached</Title>
      <Body>{message}</Body>
      {/* The toast lives outside the router: a plain link to the plans. */}
      <ButtonAnchor href="/pricing" variant="inverse" size="sm">
        Upgrade Plan
      </ButtonAnchor>
    </div>
  );
}

/**
 * Over the plan's limit: the server's message with an "Upgrade Plan" action (the toast stays until
 * dismissed, so the action can be reached). Any other failure gets the caller's own toast.
 */
export function notifyPlanLimitOr(error: unknown, otherwise: () => void): void {
  if (!isPlanLimitError(error)) {
    otherwise();
    return;
  }
  void import('react-toastify').then(({ toast }) => {
    toast.dismiss();
    toast.error(<PlanLimitToast message={serverMessage(error, 'Your plan does not include this.')} />, {
      autoClose: false,
      closeOnClick: false,
    });
  });
}
