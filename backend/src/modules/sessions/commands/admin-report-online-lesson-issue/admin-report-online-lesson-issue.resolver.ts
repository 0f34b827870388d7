import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { SessionFeedbackCommand } from '../../../../../domain/sessions/post-session-feedback.commands';
import { sessionFeedbackDecider } from '../../../../../domain/sessions/post-session-feedback.decider';
import { onlineLessonIssueStreamId } from '../../../../../domain/sessions/post-session-feedback.events';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { handleCommand } from '../../../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore } from '../../../../../platform/eventstore/event-store.port';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SessionCommands } from '../../session-commands.service';

@Resolver()
export class AdminReportOnlineLessonIssueResolver {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly sessions: SessionCommands,
  ) {}

  /** reportOnlineLessonIssue for admins, who take no part in the session: the report is recorded as theirs. */
  @SignedIn('ADMIN')
  @Mutation(() => ID, { description: 'An admin reports a problem with a session’s online lesson for the team; answers the report’s id. Admins only.' })
  async adminReportOnlineLessonIssue(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('issue', { type: () => String }) issue: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'The same key on a retry records the report once.' }) idempotencyKey?: string | null,
  ): Promise<string> {
    await this.sessions.require(sessionId);
    const userId = viewer.userId;
    const id = idempotencyKey ? deterministicUuid(`lesson-issue:${userId}:${idempotencyKey}`) : randomUUID();
    const command: Omit<SessionFeedbackCommand, 'metadata'> = { type: 'ReportOnlineLessonIssue', data: { id, sessionId, userId, issue } };
    await handleCommand(this.eventStore, onlineLessonIssueStreamId(id), sessionFeedbackDecider, command, this.sessions.contextOf(context, userId));
    return id;
  }
}
