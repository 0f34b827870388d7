import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../../pairs/pair.model';
import { PairViews } from '../../../pairs/pair-views';
import { AcceptTutoringRequestHandler } from './accept-tutoring-request.handler';

/** The three accepts of spec section 7 differ only in what the tutor meant to do next (recorded as `how`). */
@Resolver()
export class AcceptTutoringRequestResolver {
  constructor(
    private readonly handler: AcceptTutoringRequestHandler,
    private readonly pairs: PairViews,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => PairModel, { description: "Accepts a pending request to the viewer: the pair (made, or made active again) linked to the two's conversation." })
  async acceptTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<PairModel> {
    return this.pairs.of(await this.handler.execute({ viewerId: viewer.userId, requestId, how: 'REQUEST' }, this.pipeline.contextOf(context, viewer.userId)));
  }
}
