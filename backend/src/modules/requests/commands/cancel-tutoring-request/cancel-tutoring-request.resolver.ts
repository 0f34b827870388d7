import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { RequestCommands } from '../../request-commands.service';
import { TutoringRequestModel } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views.service';

@Resolver()
export class CancelTutoringRequestResolver {
  constructor(
    private readonly requests: RequestCommands,
    private readonly views: TutoringRequestViews,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn()
  @Mutation(() => TutoringRequestModel, { description: 'Withdraws a pending request; for its client only.' })
  async cancelTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<TutoringRequestModel> {
    return this.views.one(await this.requests.cancel(viewer.userId, requestId, this.runtime.contextOf(context, viewer.userId)));
  }
}
