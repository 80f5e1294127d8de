import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context/graphql-context.js';
import type { DemandTestService } from './demand-test.service.js';
import { presentDemandTest } from './demand-test.presenter.js';
import { DemandTestType } from './demand-test.types.js';

/** The services these resolvers call. */
type Context = GraphQLContext<{ demandTest: DemandTestService }>;

@Resolver(() => DemandTestType)
export class DemandTestResolver {
  @Authorized()
  @Query(() => DemandTestType, {
    nullable: true,
    description: "The demand test of the project's website (null while there is no website). Owner only.",
  })
  async demandTest(@Arg('projectId', () => ID) projectId: string, @Ctx() context: Context) {
    const report = await context.services.demandTest.report(context, projectId);
    if (!report) return null;
    return presentDemandTest(report, await context.services.demandTest.signupList(context, projectId));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Deletes one signup of the project's site. Owner only." })
  async deleteDemandTestSignup(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('signupId', () => ID) signupId: string,
    @Ctx() context: Context,
  ): Promise<boolean> {
    await context.services.demandTest.deleteSignup(context, projectId, signupId);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turns the daily summary email of the demand test on or off. Owner only.' })
  async setDemandTestDailySummary(
    @Arg('projectId', () => ID) projectId: string,
    @Arg('enabled', () => Boolean) enabled: boolean,
    @Ctx() context: Context,
  ): Promise<boolean> {
    await context.services.demandTest.setDailySummary(context, projectId, enabled);
    return enabled;
  }
}
