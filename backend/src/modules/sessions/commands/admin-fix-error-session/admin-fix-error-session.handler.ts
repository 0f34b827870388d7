import { Injectable } from '@nestjs/common';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requireSession } from '../../session-access';
import { sessionStream } from '../../session-stream';

/**
 * adminFixErrorSession: the admins' fixErrorSession (the resolver admits admins only): the same
 * decision, recorded as fixed by the admin; the payout schedule runs it again now. The admins'
 * error list is read next, so the answer waits for the sessions read model.
 */
@Injectable()
export class AdminFixErrorSessionHandler {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute(input: { sessionId: string }, context: CommandContext): Promise<void> {
    await requireSession(this.pipeline, input.sessionId);
    await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(input.sessionId), { type: 'FixErrorSession', data: { byAdmin: true } }, context, {
      awaitReadModels: sessionStream.readModels,
    });
  }
}
