import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';
import { SessionFeedback } from '../../session-feedback.service';

@Resolver()
export class ReportOnlineLessonIssueResolver {
  constructor(
    private readonly feedback: SessionFeedback,
    private readonly sessions: SessionCommands,
  ) {}

  /** A mutation although the spec lists it with the queries: it records a report. */
  @SignedIn()
  @Mutation(() => ID, { description: 'A participant reports a problem with a session’s online lesson for the team; answers the report’s id.' })
  reportOnlineLessonIssue(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('issue', { type: () => String }) issue: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'The same key on a retry records the report once.' }) idempotencyKey?: string | null,
  ): Promise<string> {
    return this.feedback.reportOnlineLessonIssue({ sessionId, issue, idempotencyKey: idempotencyKey ?? null }, this.sessions.contextOf(context, viewer.userId));
  }
}
