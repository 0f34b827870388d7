import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { EditScope } from '../../../../../domain/sessions/session.rules';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { EditScopeEnum, SessionModel } from '../../session.models';
import { SessionReader } from '../../session-reader.service';

@Resolver()
export class CancelSessionV3Resolver {
  constructor(
    private readonly sessions: SessionCommands,
    private readonly reader: SessionReader,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, {
    description:
      'Cancels an upcoming session, or deletes a recently completed one before its processing time. cancellationNotice tells whether it was within 24 hours of the start. With cancelScope ALL, also every occurrence of its series not yet started.',
  })
  async cancelSessionV3(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('cancelScope', { type: () => EditScopeEnum, nullable: true, defaultValue: 'SINGLE' }) cancelScope: EditScope,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<SessionModel> {
    await this.sessions.cancel(sessionId, cancelScope, this.sessions.contextOf(context, viewer.userId));
    return this.reader.view(sessionId);
  }
}
