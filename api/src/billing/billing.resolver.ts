import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { BillingService } from './billing.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { AccountService } from '../auth/account.service.js';
import type { AppConfig } from '../config/config.js';

/** The services these resolvers call. */
type Context = GraphQLContext<{ billing: BillingService; auth: AuthService; account: AccountService; config: AppConfig }>;

@ObjectType('BillingStatus', { description: "The viewer's plan and subscription (Settings → Plan & Billing)." })
export class BillingStatusType {
  @Field(() => String, { description: 'free, basic or pro.' }) plan!: string;
  @Field(() => String, { description: 'Free, Basic or Pro.' }) planLabel!: string;
  @Field(() => String, { nullable: true, description: "Stripe's subscription status (trialing, active, past_due, canceled ...)." })
  status!: string | null;
  @Field(() => Date, { nullable: true }) trialEndsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'The next renewal while the subscription renews.' }) renewsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When a cancelled or unpaid plan falls back to Free (data kept).' })
  endsAt!: Date | null;
  @Field(() => Boolean, { description: 'Checkout and the Customer Portal are available on this install.' }) onlinePayments!: boolean;
  @Field(() => Boolean, { description: '"Manage billing" opens the Customer Portal.' }) canManage!: boolean;
  @Field(() => Boolean) trialAvailable!: boolean;
}

@ObjectType('PlanChange')
export class PlanChangeType {
  @Field(() => String) email!: string;
  @Field(() => String) plan!: string;
  @Field(() => Date) changedAt!: Date;
}

/** GraphQL over the same BillingService and AccountService as the REST shims. */
@Resolver()
export class BillingResolver {
  @Authorized()
  @Query(() => BillingStatusType)
  billingStatus(@Ctx() context: Context) {
    return context.services.billing.status(context);
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      'A Stripe Checkout URL for basic or pro, month or year; trial: the 14-day trial (once). CONFLICT for the plan the viewer has.',
  })
  startCheckout(
    @Arg('plan', () => String) plan: string,
    @Arg('interval', () => String, { defaultValue: 'month' }) interval: string,
    @Arg('trial', () => Boolean, { defaultValue: false }) trial: boolean,
    @Ctx() context: Context,
  ): Promise<string> {
    return context.services.billing.checkout(context, { plan, interval, trial }, publicOrigin(context)).then((session) => session.url);
  }

  @Authorized()
  @Mutation(() => String, { description: 'A Stripe Customer Portal URL (change plan, cancel, invoices).' })
  openBillingPortal(@Ctx() context: Context): Promise<string> {
    return context.services.billing.portal(context, publicOrigin(context)).then((session) => session.url);
  }

  @Authorized()
  @Mutation(() => PlanChangeType, { description: "Admin only: set a user's plan (recorded with who and when)." })
  setUserPlan(@Arg('email', () => String) email: string, @Arg('plan', () => String) plan: string, @Ctx() context: Context) {
    return context.services.billing.adminSetPlan(context, { email, plan }, context.services.auth.isAdmin(context));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the account and everything it owns after the password; needs a browser session.' })
  async deleteAccount(@Arg('password', () => String) password: string, @Ctx() context: Context): Promise<boolean> {
    await context.services.account.deleteAccount(context, { password });
    return true;
  }
}

function publicOrigin(context: Context): string {
  const config = context.services.config;
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}
