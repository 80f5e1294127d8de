import type { ApolloError } from '@apollo/client';
import { ButtonAnchor } from './Button.js';
import { serverMessage } from './errors.js';
import { showToast } from './notify.js';

/** The server's extensions.code when the user's plan does not include what was asked (HTTP 402 on REST). */
export const PLAN_LIMIT_REACHED = 'PLAN_LIMIT_REACHED';

export function isPlanLimitError(error: unknown): boolean {
  const graphQLErrors = (error as Partial<ApolloError> | undefined)?.graphQLErrors ?? [];
  return graphQLErrors.some((graphQLError) => graphQLError.extensions?.code === PLAN_LIMIT_REACHED);
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
  showToast(
    'error',
    {
      title: 'Plan Limit Reached',
      body: serverMessage(error, 'Your plan does not include this.'),
      // The toast lives outside the router: a plain link to the plans.
      action: (
        <ButtonAnchor href="/pricing" variant="inverse" size="sm">
          Upgrade Plan
        </ButtonAnchor>
      ),
    },
    { autoClose: false, closeOnClick: false },
  );
}
