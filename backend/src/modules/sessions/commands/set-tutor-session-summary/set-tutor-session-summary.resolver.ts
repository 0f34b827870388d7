import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { SessionModel } from '../../session.models';
import { SessionReader } from '../../session-reader.service';

@Resolver()
export class SetTutorSessionSummaryResolver {
  constructor(
    private readonly sessions: SessionCommands,
    private readonly reader: SessionReader,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, { description: 'The tutor’s summary of a session that has ended.' })
  async setTutorSessionSummary(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('tutorSummary', { type: () => String }) tutorSummary: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<SessionModel> {
    await this.sessions.requireParticipant(sessionId, viewer.userId);
    await this.sessions.run(sessionId, { type: 'SetTutorSessionSummary', data: { tutorSummary } }, this.sessions.contextOf(context, viewer.userId));
    return this.reader.view(sessionId);
  }
}
