import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requireParticipant, tutorOf } from '../../session-access';
import { requireEnded } from '../../session-feedback-rules';
import { sessionFeedbackStream } from '../../session-stream';

export interface PostSessionFeedbackInput {
  sessionId: string;
  tuteeId: string;
  q1Score: number;
  q2Score: number;
  q3Score: number;
  extraComments: string | null;
}

/**
 * createPostSessionFeedback: only the session's client, once it has ended, once (stream
 * `post-session-feedback-<sessionId>-<tuteeId>`). With an idempotency key, a retry finds its event
 * recorded and answers the same survey instead of "already given".
 */
@Injectable()
export class CreatePostSessionFeedbackHandler {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute(input: PostSessionFeedbackInput, context: CommandContext): Promise<{ tutorId: string; tuteeId: string }> {
    const { tuteeId } = input;
    const { session } = await requireParticipant(this.pipeline, input.sessionId, tuteeId);
    if (!session.participants.some((participant) => participant.userId === tuteeId && participant.userType === 'STUDENT')) throw new ForbiddenError();
    requireEnded(session, context.now);
    const tutorId = tutorOf(session);
    const { sessionId, q1Score, q2Score, q3Score, extraComments } = input;
    await this.pipeline.run(
      sessionFeedbackStream.decider,
      sessionFeedbackStream.surveyStreamIdOf(sessionId, tuteeId),
      { type: 'GivePostSessionFeedback', data: { sessionId, q1Score, q2Score, q3Score, extraComments, tutorId, tuteeId } },
      context,
      { awaitReadModels: sessionFeedbackStream.readModels },
    );
    return { tutorId, tuteeId };
  }
}
