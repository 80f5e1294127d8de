/**
 * The paid plan a signed-out visitor chose on /pricing, kept in this tab through sign-up or sign-in (Google's
 * round trip included) and taken once by the pricing page, which then continues to checkout.
 */
export interface PendingPlan {
  plan: 'Basic' | 'Pro';
  period: 'monthly' | 'yearly';
  trial: boolean;
}

export const PENDING_PLAN_KEY = 'pendingPlanChoice';

export function storePendingPlan(choice: PendingPlan): void {
  try {
    window.sessionStorage.setItem(PENDING_PLAN_KEY, JSON.stringify(choice));
  } catch {
    // Storage unavailable: after signing up the visitor chooses the plan again.
  }
}

export function hasPendingPlan(): boolean {
  try {
    return window.sessionStorage.getItem(PENDING_PLAN_KEY) !== null;
  } catch {
    return false;
  }
}

/** Returns the chosen plan and forgets it, so checkout starts once; null when none (or not readable). */
export function takePendingPlan(): PendingPlan | null {
  try {
    const stored = window.sessionStorage.getItem(PENDING_PLAN_KEY);
    window.sessionStorage.removeItem(PENDING_PLAN_KEY);
    if (!stored) return null;
    const choice = JSON.parse(stored) as Partial<PendingPlan>;
    const known = (choice.plan === 'Basic' || choice.plan === 'Pro') && (choice.period === 'monthly' || choice.period === 'yearly');
    return known ? { plan: choice.plan!, period: choice.period!, trial: choice.trial === true } : null;
  } catch {
    return null;
  }
}
