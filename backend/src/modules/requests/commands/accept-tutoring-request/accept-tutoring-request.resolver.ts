import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { AcceptedHow } from '../../../../../domain/requests/tutoring-request.events';
import { CommandRuntime } from '../../../../event-sourcing/command-runtime';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel } from '../../../pairs/pair.model';
import { PairViews } from '../../../pairs/pair-views.service';
import { RequestCommands } from '../../request-commands.service';

/** The three accepts of spec section 7; they differ only in what the tutor meant to do next (recorded as `how`). */
@Resolver()
export class AcceptTutoringRequestResolver {
  constructor(
    private readonly requests: RequestCommands,
    private readonly pairs: PairViews,
    private readonly runtime: CommandRuntime,
  ) {}

  private async accept(requestId: string, how: AcceptedHow, viewer: Viewer, context: GraphqlContext): Promise<PairModel> {
    const pair = await this.requests.accept(viewer.userId, requestId, how, this.runtime.contextOf(context, viewer.userId));
    return this.pairs.of(pair);
  }

  @SignedIn('TUTOR')
  @Mutation(() => PairModel, { description: "Accepts a pending request to the viewer: the pair (made, or made active again) linked to the two's conversation." })
  acceptTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<PairModel> {
    return this.accept(requestId, 'REQUEST', viewer, context);
  }

  @SignedIn('TUTOR')
  @Mutation(() => PairModel, { description: 'acceptTutoringRequest, the tutor choosing to pair with the client.' })
  acceptPairTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<PairModel> {
    return this.accept(requestId, 'PAIR', viewer, context);
  }

  @SignedIn('TUTOR')
  @Mutation(() => PairModel, { description: 'acceptTutoringRequest, the tutor going on to schedule a session.' })
  acceptSessionTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<PairModel> {
    return this.accept(requestId, 'SESSION', viewer, context);
  }
}
