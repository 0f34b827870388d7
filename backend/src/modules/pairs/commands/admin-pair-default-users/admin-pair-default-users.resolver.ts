import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../pair.model';
import { PairViews } from '../../pair-views';
import { AdminPairDefaultUsersHandler } from './admin-pair-default-users.handler';

@Resolver()
export class AdminPairDefaultUsersResolver {
  constructor(
    private readonly handler: AdminPairDefaultUsersHandler,
    private readonly views: PairViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => PairModel, {
    description:
      'Pairs a tutor with a client without a tutoring request, at the tutor’s rate (an inactive pair of the two is activated again). Give the same idempotencyKey when retrying. Admins only.',
  })
  async adminPairDefaultUsers(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('tuteeId', { type: () => ID }) tuteeId: string,
    @Args('idempotencyKey', { type: () => String }) idempotencyKey: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<PairModel> {
    return this.views.of(await this.handler.execute({ tutorId, tuteeId, idempotencyKey }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey)));
  }
}
