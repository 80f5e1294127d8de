import type Stripe from 'stripe';
import { z } from 'zod';
import type { RequestContext } from '../context/request-context.js';
import type { AppConfig } from '../config/config.js';
import type { Database, Sql } from '../jobs/sql.js';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import { parseInput } from '../shared/validation.js';
import { PLAN_LABELS, PLAN_PRICES, TRIAL_DAYS, type PaidPlan } from './billing-plans.js';
import { createStripeClient } from './stripe-client.js';

const checkoutInput = z.object({
  plan: z.enum(['basic', 'pro'], { errorMap: () => ({ message: 'plan must be basic or pro' }) }),
  interval: z.enum(['month', 'year'], { errorMap: () => ({ message: 'interval must be month or year' }) }).default('month'),
  trial: z.boolean({ invalid_type_error: 'trial must be true or false' }).default(false),
});

const adminPlanInput = z.object({
  email: z.string({ required_error: 'email is required' }).trim().toLowerCase().min(1, 'email is required').max(320),
  plan: z.enum(['free', 'basic', 'pro'], { errorMap: () => ({ message: 'plan must be free, basic or pro' }) }),
});

export const NO_ONLINE_PAYMENTS = 'Online payments are not set up on this IdeaScope. Ask your administrator to change your plan in Admin.';

export interface BillingStatus {
  plan: string;
  planLabel: string;
  /** Stripe's subscription status (trialing, active, past_due, canceled ...), null without one. */
  status: string | null;
  trialEndsAt: Date | null;
  /** The next renewal, while the subscription renews. */
  renewsAt: Date | null;
  /** When the plan falls back to Free (cancelled or unpaid); data is kept. */
  endsAt: Date | null;
  /** Checkout and the Customer Portal are available (STRIPE_SECRET_KEY set). */
  onlinePayments: boolean;
  /** The user has a Stripe customer, so "Manage billing" opens the portal. */
  canManage: boolean;
  trialAvailable: boolean;
}

interface AccountRow {
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  status: string | null;
  trial_ends_at: Date | string | null;
  period_ends_at: Date | string | null;
  plan_ends_at: Date | string | null;
  trial_used: boolean;
}

/**
 * Plans people buy: Stripe Checkout (Basic, Pro; monthly, yearly; a 14-day trial once), the Customer Portal,
 * and the webhook that stores what Stripe says (each event id handled once). Without STRIPE_SECRET_KEY an admin
 * sets plans. A cancelled or unpaid subscription keeps its plan to the end of the paid period, then Free.
 */
export class BillingService {
  readonly stripe: Stripe | null;

  constructor(
    private readonly config: AppConfig,
    private readonly database: Database,
    private readonly logger: Logger,
  ) {
    this.stripe = createStripeClient(config);
  }

  private expiryTimer: NodeJS.Timeout | null = null;

  /** Every minute, on every replica (the statement is idempotent): plans whose paid period ended fall back to Free. */
  start(): void {
    this.expiryTimer ??= setInterval(() => {
      this.expireEndedPlans().catch((error: unknown) => this.logger.warn({ err: error }, 'expiring ended plans failed'));
    }, 60_000);
    this.expiryTimer.unref();
  }

  stop(): void {
    if (this.expiryTimer) clearInterval(this.expiryTimer);
    this.expiryTimer = null;
  }

  async status(context: RequestContext): Promise<BillingStatus> {
    const userId = signedIn(context);
    await this.expireEndedPlans();
    const { rows } = await this.database.sql.query<AccountRow & { plan: string }>(
      `select u.plan, b.* from users u left join billing_accounts b on b.user_id = u.id where u.id = $1`,
      [userId],
    );
    const row = rows[0]!;
    const renews = row.status === 'active' || row.status === 'trialing';
    return {
      plan: row.plan,
      planLabel: PLAN_LABELS[row.plan] ?? 'Pro',
      status: row.status,
      trialEndsAt: toDate(row.trial_ends_at),
      renewsAt: renews && !row.plan_ends_at ? toDate(row.period_ends_at) : null,
      endsAt: toDate(row.plan_ends_at),
      onlinePayments: this.stripe !== null,
      canManage: this.stripe !== null && row.stripe_customer_id !== null,
      trialAvailable: !row.trial_used,
    };
  }

  /** A Checkout Session for a plan; its URL is where the browser goes. */
  async checkout(context: RequestContext, rawInput: unknown, origin: string): Promise<{ url: string }> {
    const userId = signedIn(context);
    const input = parseInput(checkoutInput, rawInput);
    if (!this.stripe) throw conflict(NO_ONLINE_PAYMENTS);
    const account = await this.account(userId);
    const plan = context.viewer!.profile.plan;
    const label = PLAN_LABELS[input.plan]!;
    if (plan === input.plan) throw conflict(`You are already on the ${label} plan. Use Manage billing in Settings to change or cancel it.`);
    if (
      account?.stripe_subscription_id &&
      (account.status === 'active' || account.status === 'trialing' || account.status === 'past_due')
    ) {
      throw conflict(`You already have a subscription. Use Manage billing in Settings to switch to the ${label} plan.`);
    }
    const customer = account?.stripe_customer_id ?? (await this.createCustomer(context, userId));
    const trial = input.trial && !account?.trial_used;
    const price = PLAN_PRICES[input.plan];
    const session = await this.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: userId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: price[input.interval],
            recurring: { interval: input.interval },
            product_data: { name: price.name, metadata: { plan: input.plan } },
          },
        },
      ],
      subscription_data: { metadata: { userId, plan: input.plan }, ...(trial ? { trial_period_days: TRIAL_DAYS } : {}) },
      metadata: { userId, plan: input.plan, trial: String(trial) },
      success_url: `${origin}/settings?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/pricing?checkout=cancelled`,
    });
    if (!session.url) throw conflict('Stripe did not return a checkout page. Please try again.');
    return { url: session.url };
  }

  /** The Customer Portal: change plan, cancel, invoices and card. */
  async portal(context: RequestContext, origin: string): Promise<{ url: string }> {
    const userId = signedIn(context);
    if (!this.stripe) throw conflict(NO_ONLINE_PAYMENTS);
    const account = await this.account(userId);
    if (!account?.stripe_customer_id) throw conflict('You have no subscription to manage yet. Choose a plan on the pricing page.');
    const session = await this.stripe.billingPortal.sessions.create({
      customer: account.stripe_customer_id,
      return_url: `${origin}/settings`,
    });
    return { url: session.url };
  }

  /**
   * A webhook from Stripe: the signature checked against STRIPE_WEBHOOK_SECRET (400 and no change when wrong),
   * the event id recorded in the same transaction as its changes, so a replay changes nothing.
   */
  async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
    if (!this.stripe || !this.config.STRIPE_WEBHOOK_SECRET) throw notFound('Not found');
    if (!signature) throw badInput('Missing Stripe-Signature header');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch {
      throw badInput('Invalid Stripe signature');
    }
    const handled = await this.database.transaction(async (sql) => {
      const { rows } = await sql.query(`insert into stripe_events (id, type) values ($1, $2) on conflict (id) do nothing returning id`, [
        event.id,
        event.type,
      ]);
      if (rows.length === 0) return false;
      await this.apply(sql, event);
      return true;
    });
    return { received: true, duplicate: !handled };
  }

  /** Admin (and self-hosted installs): set a user's plan; recorded with who and when. */
  async adminSetPlan(
    context: RequestContext,
    rawInput: unknown,
    isAdmin: boolean,
  ): Promise<{ email: string; plan: string; changedAt: Date }> {
    const adminId = signedIn(context);
    if (!isAdmin) throw forbidden("You don't have permission to change plans.");
    const input = parseInput(adminPlanInput, rawInput);
    return this.database.transaction(async (sql) => {
      const { rows } = await sql.query<{ id: string }>(`update users set plan = $2, updated_at = now() where email = $1 returning id`, [
        input.email,
        input.plan,
      ]);
      if (rows.length === 0) throw notFound('No account has this email address');
      const { rows: changes } = await sql.query<{ created_at: Date | string }>(
        `insert into plan_changes (user_id, plan, source, changed_by_user_id, changed_by_email)
         values ($1, $2, 'admin', $3, (select email from users where id = $3)) returning created_at`,
        [rows[0]!.id, input.plan, adminId],
      );
      // An admin's choice is the plan now: no pending fall-back to Free from an old subscription.
      await sql.query(`update billing_accounts set plan_ends_at = null where user_id = $1`, [rows[0]!.id]);
      return { email: input.email, plan: input.plan, changedAt: toDate(changes[0]!.created_at)! };
    });
  }

  /** The latest plan changes (Admin). */
  async recentPlanChanges(
    context: RequestContext,
    isAdmin: boolean,
  ): Promise<Array<{ email: string; plan: string; source: string; changedBy: string | null; changedAt: Date }>> {
    signedIn(context);
    if (!isAdmin) throw forbidden("You don't have permission to see plan changes.");
    const { rows } = await this.database.sql.query<{
      email: string;
      plan: string;
      source: string;
      changed_by_email: string | null;
      created_at: Date | string;
    }>(
      `select u.email, c.plan, c.source, c.changed_by_email, c.created_at from plan_changes c join users u on u.id = c.user_id order by c.created_at desc limit 20`,
    );
    return rows.map((row) => ({
      email: row.email,
      plan: row.plan,
      source: row.source,
      changedBy: row.changed_by_email,
      changedAt: toDate(row.created_at)!,
    }));
  }

  /** Deleting an account ends its subscription at once (a missing one at Stripe is already ended). */
  async cancelSubscriptionOf(userId: string): Promise<void> {
    const account = await this.account(userId);
    if (!this.stripe || !account?.stripe_subscription_id || account.status === 'canceled') return;
    try {
      await this.stripe.subscriptions.cancel(account.stripe_subscription_id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 404) return;
      this.logger.error({ err: error }, 'cancelling a subscription failed');
      throw conflict('We could not cancel your subscription just now, so your account was not deleted. Please try again in a minute.');
    }
  }

  /** Plans whose paid period ended after a cancellation or failed payment fall back to Free (data kept). Idempotent, any replica. */
  async expireEndedPlans(): Promise<void> {
    await this.database.sql.query(
      `with ended as (
         update billing_accounts set plan_ends_at = null, status = coalesce(nullif(status, 'active'), 'canceled'), updated_at = now()
         where plan_ends_at is not null and plan_ends_at <= now() returning user_id)
       update users u set plan = 'free', updated_at = now() from ended where u.id = ended.user_id and u.plan <> 'free'`,
    );
  }

  private async apply(sql: Sql, event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const userId = session.client_reference_id ?? session.metadata?.userId;
        const plan = session.metadata?.plan;
        if (!userId || (plan !== 'basic' && plan !== 'pro')) return;
        const trial = session.metadata?.trial === 'true';
        await upsertAccount(sql, userId, {
          stripe_customer_id: idOf(session.customer),
          stripe_subscription_id: idOf(session.subscription),
          status: trial ? 'trialing' : 'active',
          trial_used: trial ? true : undefined,
        });
        await setPlan(sql, userId, plan, `stripe:${event.id}`);
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        const userId = subscription.metadata?.userId ?? (await userOfCustomer(sql, idOf(subscription.customer)));
        if (!userId) return;
        const periodEnd = periodEndOf(subscription);
        const deleted =
          event.type === 'customer.subscription.deleted' ||
          subscription.status === 'canceled' ||
          subscription.status === 'incomplete_expired';
        const unpaid = subscription.status === 'past_due' || subscription.status === 'unpaid';
        await upsertAccount(sql, userId, {
          stripe_customer_id: idOf(subscription.customer),
          stripe_subscription_id: subscription.id,
          status: subscription.status,
          trial_ends_at: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
          period_ends_at: periodEnd,
          plan_ends_at: deleted ? null : subscription.cancel_at_period_end || unpaid ? periodEnd : null,
          trial_used: subscription.trial_end ? true : undefined,
        });
        if (deleted) await setPlan(sql, userId, 'free', `stripe:${event.id}`);
        else if (subscription.status === 'active' || subscription.status === 'trialing') {
          const plan = planOfSubscription(subscription);
          if (plan) await setPlan(sql, userId, plan, `stripe:${event.id}`);
        }
        return;
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const userId = await userOfCustomer(sql, idOf(invoice.customer));
        if (!userId) return;
        // Stripe retries the payment; the plan stays to the end of the paid period, then Free unless it succeeds.
        await sql.query(
          `update billing_accounts set status = 'past_due', plan_ends_at = coalesce(plan_ends_at, period_ends_at, now()), updated_at = now() where user_id = $1`,
          [userId],
        );
        return;
      }
      default:
        return;
    }
  }

  private async account(userId: string): Promise<AccountRow | null> {
    const { rows } = await this.database.sql.query<AccountRow>(`select * from billing_accounts where user_id = $1`, [userId]);
    return rows[0] ?? null;
  }

  private async createCustomer(context: RequestContext, userId: string): Promise<string> {
    const profile = context.viewer!.profile;
    const customer = await this.stripe!.customers.create({
      email: profile.email,
      name: `${profile.firstName} ${profile.lastName}`.trim(),
      metadata: { userId },
    });
    await upsertAccount(this.database.sql, userId, { stripe_customer_id: customer.id });
    return customer.id;
  }
}

function signedIn(context: RequestContext): string {
  if (!context.viewer) throw unauthenticated();
  return context.viewer.userId;
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toDate(value: Date | string | null | undefined): Date | null {
  return value ? new Date(value) : null;
}

/** Since API version 2025-03-31 the period lives on the subscription's items. */
function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items?.data?.[0] as { current_period_end?: number } | undefined;
  const seconds = item?.current_period_end ?? (subscription as unknown as { current_period_end?: number }).current_period_end;
  return seconds ? new Date(seconds * 1000) : null;
}

/** The plan a subscription pays for: its price's product metadata, lookup key or amount, else the metadata Checkout set. */
function planOfSubscription(subscription: Stripe.Subscription): PaidPlan | null {
  const price = subscription.items?.data?.[0]?.price;
  const product = price?.product;
  const fromProduct =
    product && typeof product === 'object' && 'metadata' in product
      ? (product.metadata as Record<string, string> | undefined)?.plan
      : undefined;
  const candidates = [price?.metadata?.plan, fromProduct, price?.lookup_key?.split('_')[1], subscription.metadata?.plan];
  for (const candidate of candidates) if (candidate === 'basic' || candidate === 'pro') return candidate;
  const amount = price?.unit_amount;
  for (const [plan, prices] of Object.entries(PLAN_PRICES)) if (amount === prices.month || amount === prices.year) return plan as PaidPlan;
  return null;
}

async function userOfCustomer(sql: Sql, customerId: string | null): Promise<string | null> {
  if (!customerId) return null;
  const { rows } = await sql.query<{ user_id: string }>(`select user_id from billing_accounts where stripe_customer_id = $1`, [customerId]);
  return rows[0]?.user_id ?? null;
}

type AccountChange = Partial<Record<'stripe_customer_id' | 'stripe_subscription_id' | 'status', string | null>> &
  Partial<Record<'trial_ends_at' | 'period_ends_at' | 'plan_ends_at', Date | null>> & { trial_used?: boolean };

/** Writes the given columns (undefined ones untouched) of the user's billing row, creating it when missing. */
async function upsertAccount(sql: Sql, userId: string, change: AccountChange): Promise<void> {
  const entries = Object.entries(change).filter(([, value]) => value !== undefined);
  const columns = entries.map(([column]) => column);
  const values = entries.map(([, value]) => value);
  const insertColumns = ['user_id', ...columns].map((column) => `"${column}"`).join(', ');
  const placeholders = ['$1', ...columns.map((_, index) => `$${index + 2}`)].join(', ');
  const updates = [...columns.map((column) => `"${column}" = excluded."${column}"`), 'updated_at = now()'].join(', ');
  // The user row is locked before the billing row, the order in which deleting an account takes them (users, then
  // its billing row by cascade), so a webhook and a deletion never deadlock. A deleted user's late event changes nothing.
  const { rows } = await sql.query(`select 1 from users where id = $1 for no key update`, [userId]);
  if (rows.length === 0) return;
  await sql.query(
    `insert into billing_accounts (${insertColumns}) values (${placeholders}) on conflict (user_id) do update set ${updates}`,
    [userId, ...values],
  );
}

async function setPlan(sql: Sql, userId: string, plan: string, source: string): Promise<void> {
  const { rows } = await sql.query(
    `update users set plan = $2, updated_at = now() where id = $1 and plan is distinct from $2 returning id`,
    [userId, plan],
  );
  if (rows.length > 0) await sql.query(`insert into plan_changes (user_id, plan, source) values ($1, $2, $3)`, [userId, plan, source]);
}
