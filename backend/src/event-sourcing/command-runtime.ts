import { ProjectionRunner } from '../../projections/runner/projection-runner';
import { AppConfig } from '../config/app-config';
import { Clock } from '../infrastructure/clock/clock.port';
import { logger } from '../infrastructure/logging/logger';
import { CommandContext } from './handle-command';

/**
 * What every command service needs around the decider handler: a command context from the
 * request (time from the Clock port, ids for correlation) and read-your-writes, waiting until the
 * read models a caller will query next have applied the command's events.
 */
export class CommandRuntime {
  constructor(
    private readonly clock: Clock,
    private readonly config: Pick<AppConfig, 'readYourWritesTimeoutMs'>,
    private readonly projections: ProjectionRunner,
  ) {}

  contextOf(request: { correlationId: string; requestId: string }, actorId: string | null): CommandContext {
    return { correlationId: request.correlationId, causationId: request.requestId, actorId, now: this.clock.now() };
  }

  /** Bounded by READ_YOUR_WRITES_TIMEOUT_MS: past it the answer goes out anyway, with a warning in the log. */
  async awaitReadModels(position: number, projectionNames: readonly string[]): Promise<void> {
    if (position === 0) return;
    const reached = await this.projections.waitForPosition(position, [...projectionNames], this.config.readYourWritesTimeoutMs);
    if (!reached) logger.warn({ position, projections: projectionNames }, 'read models did not catch up within the read-your-writes timeout');
  }
}
