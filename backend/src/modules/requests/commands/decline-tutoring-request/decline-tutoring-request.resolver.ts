import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutoringRequestModel } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views';
import { DeclineTutoringRequestHandler } from './decline-tutoring-request.handler';

@Resolver()
export class DeclineTutoringRequestResolver {
  constructor(
    private readonly handler: DeclineTutoringRequestHandler,
    private readonly views: TutoringRequestViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutoringRequestModel, { description: 'Declines a pending request to the viewer with a message for the client.' })
  async declineTutoringRequest(
    @Args('requestId', { type: () => ID }) requestId: string,
    @Args('message', { type: () => String }) message: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutoringRequestModel> {
    return this.views.one(await this.handler.execute({ viewerId: viewer.userId, requestId, message }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
