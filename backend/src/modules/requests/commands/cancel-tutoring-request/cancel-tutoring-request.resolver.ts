import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutoringRequestModel } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views';
import { CancelTutoringRequestHandler } from './cancel-tutoring-request.handler';

@Resolver()
export class CancelTutoringRequestResolver {
  constructor(
    private readonly handler: CancelTutoringRequestHandler,
    private readonly views: TutoringRequestViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => TutoringRequestModel, { description: 'Withdraws a pending request; for its client only.' })
  async cancelTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<TutoringRequestModel> {
    return this.views.one(await this.handler.execute({ viewerId: viewer.userId, requestId }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
