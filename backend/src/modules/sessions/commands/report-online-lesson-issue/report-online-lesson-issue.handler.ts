import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requireParticipant, requireSession } from '../../session-access';
import { sessionFeedbackStream } from '../../session-stream';

export interface LessonIssueReport {
  sessionId: string;
  userId: string;
  issue: string;
  /** The same key on a retry records the report once: its id derives from it. */
  idempotencyKey: string | null;
  /** An admin (checked by the resolver) reports about any session; anyone else only about one they take part in. */
  asAdmin?: boolean;
}

/** reportOnlineLessonIssue: a participant's report of a problem with the lesson, at any time; answers the report's id. */
@Injectable()
export class ReportOnlineLessonIssueHandler {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute(input: LessonIssueReport, context: CommandContext): Promise<string> {
    const { sessionId, userId, issue } = input;
    if (input.asAdmin) await requireSession(this.pipeline, sessionId);
    else await requireParticipant(this.pipeline, sessionId, userId);
    const id = input.idempotencyKey ? deterministicUuid(`lesson-issue:${userId}:${input.idempotencyKey}`) : randomUUID();
    await this.pipeline.run(sessionFeedbackStream.decider, sessionFeedbackStream.lessonIssueStreamIdOf(id), { type: 'ReportOnlineLessonIssue', data: { id, sessionId, userId, issue } }, context);
    return id;
  }
}
