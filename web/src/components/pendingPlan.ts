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

/** A choice older than this is forgotten: signing in hours later should not open Checkout by surprise. */
const PENDING_PLAN_MINUTES = 30;

export function storePendingPlan(choice: PendingPlan): void {
  try {
    window.sessionStorage.setItem(PENDING_PLAN_KEY, JSON.stringify({ ...choice, chosenAt: Date.now() }));
  } catch {
    // Storage unavailable: after signing up the visitor chooses the plan again.
  }
}

export function hasPendingPlan(): boolean {
  return readPendingPlan() !== null;
}

/** Returns the chosen plan and forgets it, so checkout starts once; null when none (or not readable). */
export function takePendingPlan(): PendingPlan | null {
  const choice = readPendingPlan();
  try {
    window.sessionStorage.removeItem(PENDING_PLAN_KEY);
  } catch {
    // Nothing was stored.
  }
  return choice;
}

/** The stored choice if it is recent and well formed; null otherwise. */
function readPendingPlan(): PendingPlan | null {
  try {
    const stored = window.sessionStorage.getItem(PENDING_PLAN_KEY);
    if (!stored) return null;
    const choice = JSON.parse(stored) as Partial<PendingPlan> & { chosenAt?: number };
    const known = (choice.plan === 'Basic' || choice.plan === 'Pro') && (choice.period === 'monthly' || choice.period === 'yearly');
    const recent = typeof choice.chosenAt === 'number' && Date.now() - choice.chosenAt < PENDING_PLAN_MINUTES * 60_000;
    return known && recent ? { plan: choice.plan!, period: choice.period!, trial: choice.trial === true } : null;
  } catch {
    return null;
  }
}
