import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError, ForbiddenError } from '../../../domain/shared/domain-error';
import { SessionFeedbackCommand } from '../../../domain/sessions/post-session-feedback.commands';
import { sessionFeedbackDecider } from '../../../domain/sessions/post-session-feedback.decider';
import { formAssessmentResponseStreamId, onlineLessonIssueStreamId, postSessionFeedbackStreamId } from '../../../domain/sessions/post-session-feedback.events';
import { Session } from '../../../domain/sessions/session.decider';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { CommandContext, handleCommand } from '../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore } from '../../../platform/eventstore/event-store.port';
import { SESSION_READ_MODELS, SessionCommands } from './session-commands.service';

export interface PostSessionFeedbackInput {
  sessionId: string;
  q1Score: number;
  q2Score: number;
  q3Score: number;
  extraComments: string | null;
}

export interface FormResponseInput {
  sessionId: string;
  formName: string;
  responses: Array<{ question: string; response: string }>;
  receivingUserId: string | null;
  idempotencyKey: string | null;
}

/** Feedback about a session once it has ended: the client's check-in survey and feedback forms. */
@Injectable()
export class SessionFeedback {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runtime: CommandRuntime,
    private readonly sessions: SessionCommands,
  ) {}

  /** createPostSessionFeedback: only the session's client, once it has ended. */
  async givePostSessionFeedback(input: PostSessionFeedbackInput, context: CommandContext): Promise<{ tutorId: string; tuteeId: string }> {
    const tuteeId = context.actorId ?? '';
    const session = await this.sessions.requireParticipant(input.sessionId, tuteeId);
    if (!session.participants.some((participant) => participant.userId === tuteeId && participant.userType === 'STUDENT')) throw new ForbiddenError();
    requireEnded(session, context.now);
    const tutorId = session.participants.find((participant) => participant.userType === 'TUTOR')?.userId ?? '';
    const command: Omit<SessionFeedbackCommand, 'metadata'> = { type: 'GivePostSessionFeedback', data: { ...input, tutorId, tuteeId } };
    const outcome = await handleCommand(this.eventStore, postSessionFeedbackStreamId(input.sessionId, tuteeId), sessionFeedbackDecider, command, context);
    await this.runtime.awaitReadModels(outcome.position, SESSION_READ_MODELS);
    return { tutorId, tuteeId };
  }

  /** addFeedbackToSessionV2: a participant's answers about an ended session, about another participant when given. */
  async submitFormResponse(input: FormResponseInput, context: CommandContext): Promise<string> {
    const userId = context.actorId ?? '';
    const session = await this.sessions.requireParticipant(input.sessionId, userId);
    if (input.receivingUserId !== null && !session.participants.some((participant) => participant.userId === input.receivingUserId)) {
      throw DomainError.fromFieldErrors({ receivingUserId: SessionMessages.notParticipant });
    }
    requireEnded(session, context.now);
    const id = input.idempotencyKey ? deterministicUuid(`form-response:${userId}:${input.idempotencyKey}`) : randomUUID();
    const command: Omit<SessionFeedbackCommand, 'metadata'> = {
      type: 'SubmitFormAssessmentResponse',
      data: { id, userId, receivingUserId: input.receivingUserId, sessionId: input.sessionId, formName: input.formName, responses: input.responses },
    };
    await handleCommand(this.eventStore, formAssessmentResponseStreamId(id), sessionFeedbackDecider, command, context);
    return id;
  }

  /** reportOnlineLessonIssue: a participant's report of a problem with the lesson, at any time; answers the report's id. */
  async reportOnlineLessonIssue(input: { sessionId: string; issue: string; idempotencyKey: string | null }, context: CommandContext): Promise<string> {
    const userId = context.actorId ?? '';
    await this.sessions.requireParticipant(input.sessionId, userId);
    const id = input.idempotencyKey ? deterministicUuid(`lesson-issue:${userId}:${input.idempotencyKey}`) : randomUUID();
    const command: Omit<SessionFeedbackCommand, 'metadata'> = { type: 'ReportOnlineLessonIssue', data: { id, sessionId: input.sessionId, userId, issue: input.issue } };
    await handleCommand(this.eventStore, onlineLessonIssueStreamId(id), sessionFeedbackDecider, command, context);
    return id;
  }
}

function requireEnded(session: Session, now: Date): void {
  if (session.status === 'CANCELLED') throw new DomainError(SessionMessages.cancelled);
  if (session.status === 'UPCOMING' && now.getTime() < Date.parse(session.endTime)) throw new DomainError(SessionMessages.notEnded);
}
