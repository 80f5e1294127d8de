/** The REST calls behind plans, exports and account actions (api/src/billing, exports, auth/account.rest.ts). */

export interface BillingStatus {
  plan: string;
  planLabel: string;
  status: string | null;
  trialEndsAt: string | null;
  renewsAt: string | null;
  endsAt: string | null;
  onlinePayments: boolean;
  canManage: boolean;
  trialAvailable: boolean;
}

/**
 * A non-OK answer becomes an Error with its status; `serverMessage` is set only when the API itself explained
 * the refusal (JSON `{ message }`), not for a proxy's error page or an empty body.
 */
async function failure(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  let serverMessage: string | undefined;
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) serverMessage = message;
  } catch {
    // not JSON: not the API's own words
  }
  return Object.assign(new Error(serverMessage ?? (text || response.statusText)), { status: response.status, serverMessage });
}

async function requestJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as T;
}

export const fetchBillingStatus = () => requestJson<BillingStatus>('GET', '/api/billing');

/** Goes to Stripe Checkout for the plan (the browser leaves the app). */
export async function startCheckout(plan: 'basic' | 'pro', interval: 'month' | 'year', trial: boolean): Promise<void> {
  const { url } = await requestJson<{ url: string }>('POST', '/api/billing/checkout', { plan, interval, trial });
  window.location.assign(url);
}

/** Goes to the Stripe Customer Portal (change plan, cancel, invoices). */
export async function openBillingPortal(): Promise<void> {
  const { url } = await requestJson<{ url: string }>('POST', '/api/billing/portal');
  window.location.assign(url);
}

export const setUserPlan = (email: string, plan: string) =>
  requestJson<{ email: string; plan: string; changedAt: string }>('POST', '/api/admin/plan', { email, plan });

export interface PlanChange {
  email: string;
  plan: string;
  source: string;
  changedBy: string | null;
  changedAt: string;
}
export const fetchPlanChanges = () => requestJson<PlanChange[]>('GET', '/api/admin/plan-changes');

export const deleteAccount = (password: string) => requestJson<{ deleted: true }>('DELETE', '/api/account', { password });

/** Downloads a file the server sends as an attachment, under the given name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw await failure(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "12 Jan" (spec example "Basic Plan, renews 12 Jan"). */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
}
