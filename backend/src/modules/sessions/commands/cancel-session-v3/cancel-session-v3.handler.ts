import { Injectable } from '@nestjs/common';
import { EditScope } from '../../../../../domain/sessions/session.rules';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findSessionsOfSeries } from '../../../../../projections/sessions/sessions.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { requireParticipant } from '../../session-access';
import { sessionStream } from '../../session-stream';

export interface CancelSessionRequest {
  sessionId: string;
  scope: EditScope;
  /** The session's revision as the user saw it: when it has changed since, CONFLICT and nothing is cancelled. */
  expectedRevision?: number | null;
}

/** cancelSessionV3: SINGLE cancels this session; ALL also every occurrence of its series not yet started (as an ALL edit reaches). */
@Injectable()
export class CancelSessionV3Handler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(request: CancelSessionRequest, context: CommandContext): Promise<void> {
    const { sessionId, scope } = request;
    const { session } = await requireParticipant(this.pipeline, sessionId, context.actorId);
    const targets = [sessionId];
    if (scope === 'ALL' && session.recurrence) {
      const notStarted = (await findSessionsOfSeries(this.readModels, session.recurrence.recurringSessionId)).filter(
        (other) => other._id !== sessionId && other.status === 'UPCOMING' && Date.parse(other.startTime) > context.now.getTime(),
      );
      targets.push(...notStarted.map((other) => other._id));
    }
    let position = 0;
    for (const target of targets) {
      const seen = target === sessionId && request.expectedRevision !== undefined && request.expectedRevision !== null ? { expectedRevision: request.expectedRevision } : {};
      const outcome = await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(target), { type: 'CancelSession', data: {} }, context, seen);
      position = Math.max(position, outcome.position);
    }
    await this.pipeline.awaitReadModels(position, sessionStream.readModels);
  }
}
