import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('DemandTestDay', { description: 'One UTC day of a demand test.' })
export class DemandTestDayType {
  @Field(() => String, { description: 'YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int, { description: 'Visitors that day, each counted once (bots and the owner left out).' }) visitors!: number;
  @Field(() => Int) signups!: number;
  @Field(() => Int, { description: 'Signups confirmed by email.' }) confirmed!: number;
  @Field(() => Int, {
    description: 'Signups that count in the demand test: confirmed by email, or made when no confirmation email was sent.',
  })
  counted!: number;
}

@ObjectType('DemandTestSource', {
  description: 'Visitors and signups by where they came from: utm_source, else the referring host, else "direct".',
})
export class DemandTestSourceType {
  @Field(() => String) source!: string;
  @Field(() => Int, { description: 'Visits from this source, each visitor counted once a day.' }) visitors!: number;
  @Field(() => Int) signups!: number;
  @Field(() => Int) confirmed!: number;
  @Field(() => Int, {
    description: 'Signups that count in the demand test: confirmed by email, or made when no confirmation email was sent.',
  })
  counted!: number;
}

@ObjectType('WouldPaySummary', {
  description:
    'The "What would you pay per month?" answers, in dollars, of the signups that count (countedSignups) only, as the conversion rate.',
})
export class WouldPaySummaryType {
  @Field(() => Int) answers!: number;
  @Field(() => Float, { nullable: true }) median!: number | null;
  @Field(() => Float, { nullable: true, description: '25th percentile.' }) low!: number | null;
  @Field(() => Float, { nullable: true, description: '75th percentile.' }) high!: number | null;
  @Field(() => Float, { nullable: true }) min!: number | null;
  @Field(() => Float, { nullable: true }) max!: number | null;
}

@ObjectType('ShareLink')
export class ShareLinkType {
  @Field(() => String) source!: string;
  @Field(() => String) url!: string;
}

@ObjectType('DemandTestSignup')
export class DemandTestSignupType {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => Float, { nullable: true }) wouldPay!: number | null;
  @Field(() => String, { nullable: true }) useCase!: string | null;
  @Field(() => String, { nullable: true }) utmSource!: string | null;
  @Field(() => String, { nullable: true }) referrerHost!: string | null;
  @Field(() => Boolean) confirmed!: boolean;
  @Field(() => Boolean, {
    description: 'Counts in the demand test: confirmed by email, or made when no confirmation email was sent (nobody could confirm).',
  })
  counted!: boolean;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('DemandTest', { description: "The demand test of a project's website: visitors, signups and what they would pay." })
export class DemandTestType {
  @Field(() => ID) websiteId!: string;
  @Field(() => Boolean) isPublished!: boolean;
  @Field(() => String) publicUrl!: string;
  @Field(() => Int, {
    description: 'Visits: each visitor counted once a day. A visitor cannot be recognised across days (the daily key is dropped).',
  })
  visits!: number;
  @Field(() => Int, {
    deprecationReason: 'Use visits: each visitor is counted once a day, not once overall.',
    description: 'The same number as visits.',
  })
  uniqueVisitors!: number;
  @Field(() => Int) signups!: number;
  @Field(() => Int) confirmedSignups!: number;
  @Field(() => Int) unconfirmedSignups!: number;
  @Field(() => Int, {
    description:
      'Signups that count in the score: confirmed by email, or made when no confirmation email was sent. Read from how each signup was made, not from the current setting.',
  })
  countedSignups!: number;
  @Field(() => Float, {
    nullable: true,
    description: 'countedSignups / visits (0-1); null without visits.',
  })
  conversionRate!: number | null;
  @Field(() => Int, { description: 'Visits before the rate counts as measured demand in the score.' }) minVisitors!: number;
  @Field(() => Boolean, {
    description:
      'This installation sends confirmation emails now (double opt-in). False where it sends no email: signups made then count without confirming.',
  })
  emailConfirmation!: boolean;
  @Field(() => WouldPaySummaryType) wouldPay!: WouldPaySummaryType;
  @Field(() => [DemandTestDayType]) byDay!: DemandTestDayType[];
  @Field(() => [DemandTestSourceType]) bySource!: DemandTestSourceType[];
  @Field(() => [ShareLinkType]) shareLinks!: ShareLinkType[];
  @Field(() => Boolean) dailySummary!: boolean;
  @Field(() => [DemandTestSignupType]) signupList!: DemandTestSignupType[];
}
