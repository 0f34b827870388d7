import { Inject, Injectable } from '@nestjs/common';
import { PairCommand } from '../../../domain/pairs/pair.commands';
import { pairDecider } from '../../../domain/pairs/pair.decider';
import { PairEvent } from '../../../domain/pairs/pair.events';
import { pairStreamId } from '../../../domain/pairs/pair.rules';
import { pairsProjection } from '../../../projections/pairs/pairs.projection';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';

const MAX_ATTEMPTS = 5;

/** The one way into a pair (stream `pair-<pairId>`); one pair per tutor and client, its id derived from the two. */
@Injectable()
export class PairCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runtime: CommandRuntime,
  ) {}

  static pairIdFor(tutorId: string, clientId: string): string {
    return deterministicUuid(`pair:${tutorId}:${clientId}`);
  }

  async run(pairId: string, command: Omit<PairCommand, 'metadata'>, context: CommandContext, { awaitReadModels = true } = {}): Promise<CommandOutcome<PairEvent>> {
    for (let attempt = 1; ; attempt++) {
      try {
        const outcome = await handleCommand(this.eventStore, pairStreamId(pairId), pairDecider, command, context);
        if (awaitReadModels) await this.runtime.awaitReadModels(outcome.position, [pairsProjection.name]);
        return outcome;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  async exists(pairId: string): Promise<boolean> {
    return (await this.eventStore.readStream(pairStreamId(pairId))).length > 0;
  }
}
