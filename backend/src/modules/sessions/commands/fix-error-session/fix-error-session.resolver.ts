import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { SessionModel } from '../../session.models';
import { SessionReader } from '../../session-reader.service';

@Resolver()
export class FixErrorSessionResolver {
  constructor(
    private readonly sessions: SessionCommands,
    private readonly reader: SessionReader,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, {
    description: 'A participant fixes a session whose payout failed (after updating the card): it is RECENTLY_COMPLETED again and processed again now.',
  })
  async fixErrorSession(@Args('sessionId', { type: () => ID }) sessionId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<SessionModel> {
    await this.sessions.requireParticipant(sessionId, viewer.userId);
    await this.sessions.run(sessionId, { type: 'FixErrorSession', data: {} }, this.sessions.contextOf(context, viewer.userId));
    return this.reader.view(sessionId);
  }
}
