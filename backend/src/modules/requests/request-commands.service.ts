import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { preferencesOf } from '../../../domain/requests/tutor-request-preferences';
import { TutoringRequestCommand, TutoringRequestForm } from '../../../domain/requests/tutoring-request.commands';
import { TutoringRequestState, tutoringRequestDecider, validateRequestForm } from '../../../domain/requests/tutoring-request.decider';
import { AcceptedHow, TutoringRequestEvent, tutoringRequestStreamId } from '../../../domain/requests/tutoring-request.events';
import { normaliseZip } from '../../../domain/requests/tutoring-request.rules';
import { ForbiddenError, DomainError } from '../../../domain/shared/domain-error';
import { DEFAULT_TUTOR_HOURLY_WAGE } from '../../../domain/pairs/pair.rules';
import { TutorProfileMessages } from '../../../domain/tutors/tutor-profile.rules';
import { findPair, PairDocument, pairsProjection } from '../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { findTutoringRequest, TutoringRequestDocument, tutoringRequestsProjection } from '../../../projections/tutoring-requests/tutoring-requests.projection';
import { findTutorById } from '../../../projections/tutor-search/tutor-search.projection';
import { findUserById, UserDocument } from '../../../projections/users/users.projection';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { NotFoundError } from '../../graphql/graphql-errors';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';
import { CatalogService } from '../catalog/catalog.service';
import { ConversationCommands } from '../conversations/conversation-commands.service';
import { FileUploads } from '../files/file-uploads.service';
import { PairCommands } from '../pairs/pair-commands.service';
import { UserAccountCommands } from '../phone-verification/user-account-commands.service';

const MAX_ATTEMPTS = 5;

/** Spec section 4: a signed-in user with an unverified e-mail cannot connect. */
export const UNVERIFIED_EMAIL_MESSAGE = 'Please Verify your Email';

export interface SendRequestInput {
  tutorId: string | null;
  form: TutoringRequestForm;
  savePreferences: boolean;
}

/**
 * Tutoring requests (stream `tutoring-request-<id>`) and what they set going: the conversation of
 * the client and tutor (ConversationCommands), the pair on acceptance (PairCommands) and the saved
 * form preferences. Every step is idempotent, so a retried call completes what a failed one began.
 */
@Injectable()
export class RequestCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runtime: CommandRuntime,
    private readonly readModels: ReadModels,
    private readonly catalog: CatalogService,
    private readonly uploads: FileUploads,
    private readonly conversations: ConversationCommands,
    private readonly pairs: PairCommands,
    private readonly users: UserAccountCommands,
  ) {}

  /**
   * False, recording nothing, while the client's phone is not verified (the dialog then shows the
   * phone warning); FORBIDDEN with an unverified e-mail; BAD_USER_INPUT for the form's mistakes.
   */
  async send(client: UserDocument, input: SendRequestInput, context: CommandContext): Promise<boolean> {
    if (!client.email.verified) throw new ForbiddenError(UNVERIFIED_EMAIL_MESSAGE);
    const form = this.withPlace(input.form);
    const details = validateRequestForm(form);
    if (input.tutorId !== null) await this.requireTutor(input.tutorId);
    if (!client.profile.isPhoneNumberVerified) return false;
    const files = await this.uploads.ownFiles(details.files, client._id);
    const requestId = randomUUID();
    const clientId = client._id;
    const conversationId = input.tutorId ? ConversationCommands.conversationIdFor(clientId, input.tutorId) : null;
    const sent = await this.run(
      requestId,
      { type: 'SendTutoringRequest', data: { requestId, clientId, tutorId: input.tutorId, conversationId, form: { ...form, files } } },
      context,
    );
    if (input.tutorId) {
      await this.conversations.startForRequest(
        { clientId, tutorId: input.tutorId, requestId, firstMessage: details.firstMessage, files, at: context.now },
        context,
      );
    }
    if (input.savePreferences) await this.users.run(clientId, { type: 'SaveTutorRequestPreferences', data: { preferences: preferencesOf(details) } }, context);
    await this.runtime.awaitReadModels(sent.position, [tutoringRequestsProjection.name]);
    return true;
  }

  async edit(viewerId: string, requestId: string, changes: Partial<TutoringRequestForm>, context: CommandContext): Promise<TutoringRequestDocument> {
    await this.requireRequest(requestId, viewerId);
    const files = changes.files ? await this.uploads.ownFiles(changes.files, viewerId) : undefined;
    const outcome = await this.run(requestId, { type: 'EditTutoringRequest', data: { changes: { ...changes, ...(files ? { files } : {}) } } }, context);
    return this.readBack(requestId, outcome.position);
  }

  /** Accepts (records nothing more when already accepted), opens or re-activates the pair and links it to the conversation. */
  async accept(viewerId: string, requestId: string, how: AcceptedHow, context: CommandContext): Promise<PairDocument> {
    const request = await this.requireRequest(requestId, viewerId);
    if (request.tutorId === null || request.tutorId !== viewerId) throw new ForbiddenError();
    const { tutorId, clientId } = request;
    const pairId = PairCommands.pairIdFor(tutorId, clientId);
    const conversationId = request.conversationId ?? ConversationCommands.conversationIdFor(clientId, tutorId);
    const accepted = await this.run(requestId, { type: 'AcceptTutoringRequest', data: { pairId, conversationId, how } }, context);
    const tutor = await findTutorById(this.readModels, tutorId);
    const paired = await this.pairs.run(
      pairId,
      { type: 'CreatePair', data: { pairId, tutorId, clientId, requestId, tutorHourlyWage: tutor?.hourlyWage ?? DEFAULT_TUTOR_HOURLY_WAGE } },
      context,
    );
    await this.conversations.linkPair({ conversationId, pairId }, context);
    await this.runtime.awaitReadModels(Math.max(accepted.position, paired.position), [tutoringRequestsProjection.name, pairsProjection.name]);
    const pair = await findPair(this.readModels, pairId);
    if (!pair) throw new Error(`pair ${pairId} is not readable after its acceptance`);
    return pair;
  }

  async decline(viewerId: string, requestId: string, message: string, context: CommandContext): Promise<TutoringRequestDocument> {
    await this.requireRequest(requestId, viewerId);
    const outcome = await this.run(requestId, { type: 'DeclineTutoringRequest', data: { message } }, context);
    return this.readBack(requestId, outcome.position);
  }

  async cancel(viewerId: string, requestId: string, context: CommandContext): Promise<TutoringRequestDocument> {
    await this.requireRequest(requestId, viewerId);
    const outcome = await this.run(requestId, { type: 'CancelTutoringRequest', data: {} }, context);
    return this.readBack(requestId, outcome.position);
  }

  /** The request folded from its stream; NOT_FOUND when there is none, FORBIDDEN for anyone but its client and tutor. */
  private async requireRequest(requestId: string, viewerId: string): Promise<Exclude<TutoringRequestState, { status: 'none' }>> {
    const events = await this.eventStore.readStream(tutoringRequestStreamId(requestId));
    const state = events
      .map((event) => ({ type: event.type, data: event.data }) as TutoringRequestEvent)
      .reduce(tutoringRequestDecider.evolve, tutoringRequestDecider.initialState());
    if (state.status === 'none') throw new NotFoundError('This tutoring request does not exist.');
    if (viewerId !== state.clientId && viewerId !== state.tutorId) throw new ForbiddenError();
    return state;
  }

  private async requireTutor(tutorId: string): Promise<void> {
    const tutor = await findUserById(this.readModels, tutorId);
    if (!tutor?.profile.profileTypes.includes('TUTOR')) throw DomainError.fromFieldErrors({ tutorId: TutorProfileMessages.notATutor });
  }

  /** A ZIP without its city or state takes them from the catalog, as the form's ZIP picker would. */
  private withPlace(form: TutoringRequestForm): TutoringRequestForm {
    const zip = normaliseZip(form.zipCode);
    if (!zip || (form.city?.trim() && form.state?.trim())) return form;
    const place = this.catalog.lookupZip(zip);
    return place ? { ...form, city: form.city?.trim() || place.city, state: form.state?.trim() || place.state } : form;
  }

  private async readBack(requestId: string, position: number): Promise<TutoringRequestDocument> {
    await this.runtime.awaitReadModels(position, [tutoringRequestsProjection.name]);
    const request = await findTutoringRequest(this.readModels, requestId);
    if (!request) throw new NotFoundError('This tutoring request does not exist.');
    return request;
  }

  private async run(requestId: string, command: Omit<TutoringRequestCommand, 'metadata'>, context: CommandContext): Promise<CommandOutcome<TutoringRequestEvent>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await handleCommand(this.eventStore, tutoringRequestStreamId(requestId), tutoringRequestDecider, command, context);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error;
      }
    }
  }
}
