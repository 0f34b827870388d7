import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { EditScope } from '../../../../../domain/sessions/session.rules';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { meetingChoiceOf } from '../../session-inputs';
import { EditScopeEnum, SessionModel } from '../../session.models';
import { SessionReader } from '../../session-reader.service';
import { EditSessionInput } from './edit-session-v3.input';

@Resolver()
export class EditSessionV3Resolver {
  constructor(
    private readonly sessions: SessionCommands,
    private readonly reader: SessionReader,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, { description: 'Edits a session; with editScope ALL also every occurrence of its recurring series not yet started, keeping each one’s day.' })
  async editSessionV3(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('input') input: EditSessionInput,
    @Args('editScope', { type: () => EditScopeEnum, nullable: true, defaultValue: 'SINGLE' }) editScope: EditScope,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<SessionModel> {
    await this.sessions.edit(
      sessionId,
      { subject: input.subject, gradeLevel: input.gradeLevel, startTime: input.startTime, endTime: input.endTime, meeting: meetingChoiceOf(input) },
      editScope,
      this.sessions.contextOf(context, viewer.userId),
    );
    return this.reader.view(sessionId);
  }
}
