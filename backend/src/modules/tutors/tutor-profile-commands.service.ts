import { Inject, Injectable } from '@nestjs/common';
import { userStreamId } from '../../../domain/accounts/account.rules';
import { UserEvent } from '../../../domain/accounts/user.events';
import { DomainError } from '../../../domain/shared/domain-error';
import { SetLocation, TutorProfileCommandInput } from '../../../domain/tutors/tutor-profile.commands';
import { TutorProfileState, tutorProfileEditsDecider } from '../../../domain/tutors/tutor-profile.decider';
import { TutorProfileEvent, tutorStreamId } from '../../../domain/tutors/tutor-profile.events';
import { isUsZip, TutorProfileMessages } from '../../../domain/tutors/tutor-profile.rules';
import { evolveUserDocument, UserDocument } from '../../../projections/users/users.projection';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';
import { GraphqlContext } from '../accounts/auth/graphql-context';
import { CatalogService } from '../catalog/catalog.service';
import { TUTOR_READ_MODELS } from './tutor-read-models';

export interface RunOptions {
  /** Wait for the tutor read models to show the events (default). Bulk writers (the seed) wait once at the end instead. */
  awaitReadModels?: boolean;
}

/**
 * An append lost to a concurrent writer is decided again on the fresh stream (every command is a pure
 * function of it); each loss means another writer got through, so a few attempts serve a few writers.
 */
const MAX_ATTEMPTS = 5;

/**
 * The one way into a tutor's profile, for the API and the seed alike. Each call opens the profile
 * on first use (for a user holding the TUTOR profile type), decides its commands together on the
 * profile's stream, appends their events in one go and, unless told otherwise, returns once the
 * tutor read models show them (read-your-writes).
 */
@Injectable()
export class TutorProfileCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runtime: CommandRuntime,
    private readonly catalog: CatalogService,
  ) {}

  contextOf(request: Pick<GraphqlContext, 'correlationId' | 'requestId'>, actorId: string | null): CommandContext {
    return this.runtime.contextOf(request, actorId);
  }

  run(tutorId: string, command: TutorProfileCommandInput, context: CommandContext, options?: RunOptions): Promise<CommandOutcome<TutorProfileEvent>> {
    return this.runAll(tutorId, [command], context, options);
  }

  /** All or nothing: either every command's events are recorded, or a DomainError names every invalid field. */
  async runAll(
    tutorId: string,
    commands: readonly TutorProfileCommandInput[],
    context: CommandContext,
    { awaitReadModels = true }: RunOptions = {},
  ): Promise<CommandOutcome<TutorProfileEvent>> {
    const tutor = await this.tutorAccount(tutorId);
    const open: TutorProfileCommandInput = {
      type: 'CreateTutorProfile',
      data: { tutorId, firstName: tutor.profile.firstName, lastName: tutor.profile.lastName },
    };
    const edit = { type: 'EditTutorProfile' as const, data: { commands: [open, ...commands] } };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const outcome = await handleCommand(this.eventStore, tutorStreamId(tutorId), tutorProfileEditsDecider, edit, context);
        if (awaitReadModels) await this.awaitReadModels(outcome.position);
        return outcome;
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** The SetLocation command for a ZIP (cut to 5 digits), with the catalog's city, state and coordinates. */
  locationOf(zipCode: string): Extract<TutorProfileCommandInput, { type: 'SetLocation' }> {
    const zip = zipCode.trim().slice(0, 5);
    if (!isUsZip(zip)) throw DomainError.fromFieldErrors({ zipCode: TutorProfileMessages.zipRequired });
    const place = this.catalog.lookupZip(zip);
    if (!place) throw DomainError.fromFieldErrors({ zipCode: TutorProfileMessages.zipNotFound });
    const data: SetLocation['data'] = { zipCode: place.zip, city: place.city, state: place.state, latitude: place.latitude, longitude: place.longitude };
    return { type: 'SetLocation', data };
  }

  awaitReadModels(position: number): Promise<void> {
    return this.runtime.awaitReadModels(position, TUTOR_READ_MODELS);
  }

  /** The profile folded straight from its stream: authoritative even when read models lag. */
  async load(tutorId: string): Promise<TutorProfileState> {
    const events = await this.eventStore.readStream(tutorStreamId(tutorId));
    return events
      .map((event) => ({ type: event.type, data: event.data }) as TutorProfileEvent)
      .reduce(tutorProfileEditsDecider.evolve, tutorProfileEditsDecider.initialState());
  }

  /** The account behind a profile, folded from its own stream; only a tutor has a profile. */
  private async tutorAccount(tutorId: string): Promise<UserDocument> {
    const events = await this.eventStore.readStream(userStreamId(tutorId));
    let account: UserDocument | null = null;
    for (const event of events) account = evolveUserDocument(account, { type: event.type, data: event.data } as UserEvent, event.position);
    if (!account?.profile.profileTypes.includes('TUTOR')) throw DomainError.fromFieldErrors({ tutorId: TutorProfileMessages.notATutor });
    return account;
  }
}
