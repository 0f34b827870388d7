import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../../pairs/pair.model';
import { PairViews } from '../../../pairs/pair-views';
import { AcceptTutoringRequestHandler } from '../accept-tutoring-request/accept-tutoring-request.handler';

/** acceptTutoringRequest, the tutor choosing to pair with the client. */
@Resolver()
export class AcceptPairTutoringRequestResolver {
  constructor(
    private readonly handler: AcceptTutoringRequestHandler,
    private readonly pairs: PairViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => PairModel, { description: 'acceptTutoringRequest, the tutor choosing to pair with the client.' })
  async acceptPairTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<PairModel> {
    return this.pairs.of(await this.handler.execute({ viewerId: viewer.userId, requestId, how: 'PAIR' }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
