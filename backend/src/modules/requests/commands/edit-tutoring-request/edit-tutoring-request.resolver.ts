import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { TutoringRequestModel } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views';
import { EditTutoringRequestHandler } from './edit-tutoring-request.handler';
import { changesOf, EditTutoringRequestInput } from './edit-tutoring-request.input';

@Resolver()
export class EditTutoringRequestResolver {
  constructor(
    private readonly handler: EditTutoringRequestHandler,
    private readonly views: TutoringRequestViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => TutoringRequestModel, {
    description: 'Changes a pending request; for its client only. With `expectedRevision` (the request’s `revision` as shown) a request changed since answers CONFLICT.',
  })
  async editTutoringRequest(
    @Args('requestId', { type: () => ID }) requestId: string,
    @Args('input', { type: () => EditTutoringRequestInput }) input: EditTutoringRequestInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('expectedRevision', { type: () => Int, nullable: true }) expectedRevision?: number | null,
  ): Promise<TutoringRequestModel> {
    const request = await this.handler.execute(
      { viewerId: viewer.userId, requestId, changes: changesOf(input), expectedRevision: expectedRevision ?? null },
      this.pipeline.contextOf(context, viewer.userId),
    );
    return this.views.one(request);
  }
}
