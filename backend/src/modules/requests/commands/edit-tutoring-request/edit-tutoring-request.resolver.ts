import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { RequestCommands } from '../../request-commands.service';
import { TutoringRequestModel } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views.service';
import { changesOf, EditTutoringRequestInput } from './edit-tutoring-request.input';

@Resolver()
export class EditTutoringRequestResolver {
  constructor(
    private readonly requests: RequestCommands,
    private readonly views: TutoringRequestViews,
    private readonly runtime: CommandRuntime,
  ) {}

  @SignedIn()
  @Mutation(() => TutoringRequestModel, { description: 'Changes a pending request; for its client only.' })
  async editTutoringRequest(
    @Args('requestId', { type: () => ID }) requestId: string,
    @Args('input', { type: () => EditTutoringRequestInput }) input: EditTutoringRequestInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<TutoringRequestModel> {
    const request = await this.requests.edit(viewer.userId, requestId, changesOf(input), this.runtime.contextOf(context, viewer.userId));
    return this.views.one(request);
  }
}
