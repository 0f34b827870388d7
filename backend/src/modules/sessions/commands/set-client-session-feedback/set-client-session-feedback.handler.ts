import { Injectable } from '@nestjs/common';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requireParticipant } from '../../session-access';
import { sessionStream } from '../../session-stream';

/** setClientSessionFeedback: The client’s feedback on a session that has ended. Only its participants; the decider checks the role and that it has ended. */
@Injectable()
export class SetClientSessionFeedbackHandler {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute(input: { sessionId: string; userId: string; clientFeedback: string }, context: CommandContext): Promise<void> {
    await requireParticipant(this.pipeline, input.sessionId, input.userId);
    await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(input.sessionId), { type: 'SetClientSessionFeedback', data: { clientFeedback: input.clientFeedback } }, context, {
      awaitReadModels: sessionStream.readModels,
    });
  }
}
