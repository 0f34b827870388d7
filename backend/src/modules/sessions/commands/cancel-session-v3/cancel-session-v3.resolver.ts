import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { EditScope } from '../../../../../domain/sessions/session.rules';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { EditScopeEnum, SessionModel } from '../../session.models';
import { SessionViews } from '../../session-views';
import { CancelSessionV3Handler } from './cancel-session-v3.handler';

@Resolver()
export class CancelSessionV3Resolver {
  constructor(
    private readonly handler: CancelSessionV3Handler,
    private readonly pipeline: CommandPipeline,
    private readonly views: SessionViews,
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
    @Args('expectedRevision', { type: () => Int, nullable: true, description: 'The session’s revision as shown: when it has changed since, the answer is CONFLICT and nothing is cancelled.' })
    expectedRevision?: number | null,
  ): Promise<SessionModel> {
    await this.handler.execute({ sessionId, scope: cancelScope, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
    return this.views.byId(sessionId);
  }
}
