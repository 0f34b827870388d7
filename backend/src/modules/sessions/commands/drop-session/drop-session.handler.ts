import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { SessionMessages } from '../../../../../domain/sessions/session.rules';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requireSession } from '../../session-access';
import { sessionStream } from '../../session-stream';

/** dropSession: a client leaves an upcoming drop-in or group session. Someone who left stays a participant (leaving again records nothing); anyone else may not. */
@Injectable()
export class DropSessionHandler {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute(input: { sessionId: string; userId: string }, context: CommandContext): Promise<void> {
    const { session } = await requireSession(this.pipeline, input.sessionId);
    if (!session.participants.some((participant) => participant.userId === input.userId)) throw new ForbiddenError(SessionMessages.notParticipant);
    await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(input.sessionId), { type: 'DropSession', data: {} }, context, { awaitReadModels: sessionStream.readModels });
  }
}
