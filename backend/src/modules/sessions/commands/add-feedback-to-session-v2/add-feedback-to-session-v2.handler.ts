import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { SessionMessages } from '../../../../../domain/sessions/session.rules';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requireParticipant } from '../../session-access';
import { requireEnded } from '../../session-feedback-rules';
import { sessionFeedbackStream } from '../../session-stream';

export interface FormResponseRequest {
  sessionId: string;
  userId: string;
  formName: string;
  responses: Array<{ question: string; response: string }>;
  receivingUserId: string | null;
  /** The same key on a retry records the form once: its id derives from it. */
  idempotencyKey: string | null;
}

/** addFeedbackToSessionV2: a participant's answers about an ended session, about another participant when given; answers the form's id. */
@Injectable()
export class AddFeedbackToSessionV2Handler {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute(input: FormResponseRequest, context: CommandContext): Promise<string> {
    const { userId } = input;
    const { session } = await requireParticipant(this.pipeline, input.sessionId, userId);
    if (input.receivingUserId !== null && !session.participants.some((participant) => participant.userId === input.receivingUserId)) {
      throw DomainError.fromFieldErrors({ receivingUserId: SessionMessages.notParticipant });
    }
    requireEnded(session, context.now);
    const id = input.idempotencyKey ? deterministicUuid(`form-response:${userId}:${input.idempotencyKey}`) : randomUUID();
    await this.pipeline.run(
      sessionFeedbackStream.decider,
      sessionFeedbackStream.formResponseStreamIdOf(id),
      { type: 'SubmitFormAssessmentResponse', data: { id, userId, receivingUserId: input.receivingUserId, sessionId: input.sessionId, formName: input.formName, responses: input.responses } },
      context,
    );
    return id;
  }
}
