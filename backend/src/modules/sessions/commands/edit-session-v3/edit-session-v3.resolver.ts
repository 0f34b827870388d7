import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { EditScope } from '../../../../../domain/sessions/session.rules';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { meetingChoiceOf } from '../../session-inputs';
import { EditScopeEnum, SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';
import { EditSessionV3Handler } from './edit-session-v3.handler';
import { EditSessionInput } from './edit-session-v3.input';

@Resolver()
export class EditSessionV3Resolver {
  constructor(
    private readonly handler: EditSessionV3Handler,
    private readonly pipeline: CommandPipeline,
    private readonly views: SessionViews,
  ) {}

  @SignedIn()
  @Mutation(() => SessionModel, { description: 'Edits a session; with editScope ALL also every occurrence of its recurring series not yet started, keeping each one’s day.' })
  async editSessionV3(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('input') input: EditSessionInput,
    @Args('editScope', { type: () => EditScopeEnum, nullable: true, defaultValue: 'SINGLE' }) editScope: EditScope,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: 'The session’s revision as shown: when it has changed since, the answer is CONFLICT and nothing changes.' })
    expectedRevision?: number | null,
  ): Promise<SessionModel> {
    await this.handler.execute(
      {
        sessionId,
        changes: { subject: input.subject, gradeLevel: input.gradeLevel, startTime: input.startTime, endTime: input.endTime, meeting: meetingChoiceOf(input) },
        scope: editScope,
        expectedRevision,
      },
      this.pipeline.contextOf(context, viewer.userId),
    );
    return this.views.byId(sessionId);
  }
}
