import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../../pairs/pair.model';
import { PairViews } from '../../../pairs/pair-views';
import { AcceptTutoringRequestHandler } from '../accept-tutoring-request/accept-tutoring-request.handler';

/** acceptTutoringRequest, the tutor going on to schedule a session. */
@Resolver()
export class AcceptSessionTutoringRequestResolver {
  constructor(
    private readonly handler: AcceptTutoringRequestHandler,
    private readonly pairs: PairViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => PairModel, { description: 'acceptTutoringRequest, the tutor going on to schedule a session.' })
  async acceptSessionTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<PairModel> {
    return this.pairs.of(await this.handler.execute({ viewerId: viewer.userId, requestId, how: 'SESSION' }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
