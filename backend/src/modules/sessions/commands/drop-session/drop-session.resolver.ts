import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { SessionMessages } from '../../../../../domain/sessions/session.rules';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { SessionModel } from '../../session.models';
import { SessionReader } from '../../session-reader.service';

@Resolver()
export class DropSessionResolver {
  constructor(
    private readonly sessions: SessionCommands,
    private readonly reader: SessionReader,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, { description: 'The viewer leaves an upcoming drop-in or group session.' })
  async dropSession(@Args('sessionId', { type: () => ID }) sessionId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<SessionModel> {
    // Someone who left stays a participant (leaving again records nothing); anyone else may not.
    const session = await this.sessions.require(sessionId);
    if (!session.participants.some((participant) => participant.userId === viewer.userId)) throw new ForbiddenError(SessionMessages.notParticipant);
    await this.sessions.run(sessionId, { type: 'DropSession', data: {} }, this.sessions.contextOf(context, viewer.userId));
    return this.reader.view(sessionId);
  }
}
