import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReportOnlineLessonIssueHandler } from './report-online-lesson-issue.handler';

@Resolver()
export class ReportOnlineLessonIssueResolver {
  constructor(
    private readonly handler: ReportOnlineLessonIssueHandler,
    private readonly pipeline: CommandPipeline,
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
    return this.handler.execute({ sessionId, userId: viewer.userId, issue, idempotencyKey: idempotencyKey ?? null }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
