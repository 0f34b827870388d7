import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { RequestCommands } from '../../request-commands.service';
import { TutoringRequestModel } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views.service';

@Resolver()
export class DeclineTutoringRequestResolver {
  constructor(
    private readonly requests: RequestCommands,
    private readonly views: TutoringRequestViews,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => TutoringRequestModel, { description: 'Declines a pending request to the viewer with a message for the client.' })
  async declineTutoringRequest(
    @Args('requestId', { type: () => ID }) requestId: string,
    @Args('message', { type: () => String }) message: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutoringRequestModel> {
    return this.views.one(await this.requests.decline(viewer.userId, requestId, message, this.runtime.contextOf(context, viewer.userId)));
  }
}
