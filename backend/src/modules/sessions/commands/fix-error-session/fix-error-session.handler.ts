import { Injectable } from '@nestjs/common';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requireParticipant } from '../../session-access';
import { sessionStream } from '../../session-stream';

/** fixErrorSession: a participant fixes a session whose payout failed; it is processed again now. */
@Injectable()
export class FixErrorSessionHandler {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute(input: { sessionId: string; userId: string }, context: CommandContext): Promise<void> {
    await requireParticipant(this.pipeline, input.sessionId, input.userId);
    await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(input.sessionId), { type: 'FixErrorSession', data: {} }, context, { awaitReadModels: sessionStream.readModels });
  }
}
