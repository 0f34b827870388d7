import { Args, Float, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { AdminUserRatesModel } from '../../../pairs/admin-user-rates';
import { SaveHourlyWageHandler } from './save-hourly-wage.handler';

@Resolver()
export class SaveHourlyWageResolver {
  constructor(
    private readonly handler: SaveHourlyWageHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => AdminUserRatesModel, {
    description: "Sets a tutor's hourly rate (rounded to whole dollars, at least 1) with a reason; pairs made from then on start at it. Admins only.",
  })
  async saveHourlyWage(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('hourlyWage', { type: () => Float }) hourlyWage: number,
    @Args('reason', { type: () => String, description: 'Why, for the history; at most 200 characters.' }) reason: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<AdminUserRatesModel> {
    return this.handler.execute({ userId, hourlyWage, reason }, this.pipeline.contextOf(context, viewer.userId));
  }
}
