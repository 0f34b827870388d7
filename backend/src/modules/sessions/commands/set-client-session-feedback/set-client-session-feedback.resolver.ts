import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { SessionModel } from '../../session.models';
import { SessionReader } from '../../session-reader.service';

@Resolver()
export class SetClientSessionFeedbackResolver {
  constructor(
    private readonly sessions: SessionCommands,
    private readonly reader: SessionReader,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, { description: 'The client’s feedback on a session that has ended.' })
  async setClientSessionFeedback(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('clientFeedback', { type: () => String }) clientFeedback: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<SessionModel> {
    await this.sessions.requireParticipant(sessionId, viewer.userId);
    await this.sessions.run(sessionId, { type: 'SetClientSessionFeedback', data: { clientFeedback } }, this.sessions.contextOf(context, viewer.userId));
    return this.reader.view(sessionId);
  }
}
