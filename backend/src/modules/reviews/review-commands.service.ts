import { Inject, Injectable } from '@nestjs/common';
import { userStreamId } from '../../../domain/accounts/account.rules';
import { UserEvent } from '../../../domain/accounts/user.events';
import { ReviewCommand } from '../../../domain/reviews/review.commands';
import { reviewDecider, ReviewState } from '../../../domain/reviews/review.decider';
import { ReviewEvent, reviewStreamId } from '../../../domain/reviews/review.events';
import { ReviewMessages } from '../../../domain/reviews/review.rules';
import { DomainError } from '../../../domain/shared/domain-error';
import { evolveUserDocument, UserDocument } from '../../../projections/users/users.projection';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { CommandContext, CommandOutcome, handleCommand } from '../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore } from '../../../platform/eventstore/event-store.port';
import { GraphqlContext } from '../accounts/auth/graphql-context';
import { REVIEW_READ_MODELS } from './review-read-models';

export interface ReviewInput {
  tutorId: string;
  clientId: string;
  score: number;
  comments: string;
}

export interface ReviewRunOptions {
  /** Wait for the review read models to show the events (default). Bulk writers (the seed) wait once at the end instead. */
  awaitReadModels?: boolean;
}

/**
 * Adds and edits a client's review of a tutor (one per pair, stream `review-<tutorId>-<clientId>`),
 * for the API and the seed alike. The acting user of the context must be the client, or null for
 * the system; a review id is derived from the pair, so it is stable across retries and replays.
 */
@Injectable()
export class ReviewCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runtime: CommandRuntime,
  ) {}

  contextOf(request: Pick<GraphqlContext, 'correlationId' | 'requestId'>, actorId: string | null): CommandContext {
    return this.runtime.contextOf(request, actorId);
  }

  static reviewIdOf(tutorId: string, clientId: string): string {
    return deterministicUuid(`review:${tutorId}:${clientId}`);
  }

  /** Refused when the tutor is not a tutor, when the pair already has a review, or on a bad score or comments. */
  async addReview(input: ReviewInput, context: CommandContext, options?: ReviewRunOptions): Promise<CommandOutcome<ReviewEvent>> {
    const tutor = await this.account(input.tutorId);
    if (!tutor?.profile.profileTypes.includes('TUTOR')) throw new DomainError(ReviewMessages.tutorNotFound);
    const reviewId = ReviewCommands.reviewIdOf(input.tutorId, input.clientId);
    return this.run(input.tutorId, input.clientId, { type: 'AddReview', data: { reviewId, ...input } }, context, options);
  }

  /** Replaces the score and comments of the pair's review; only its author (or the system) may. */
  async editReview(input: ReviewInput, context: CommandContext, options?: ReviewRunOptions): Promise<CommandOutcome<ReviewEvent>> {
    const { tutorId, clientId, score, comments } = input;
    return this.run(tutorId, clientId, { type: 'EditReview', data: { score, comments } }, context, options);
  }

  /** The pair's review folded straight from its stream. */
  async load(tutorId: string, clientId: string): Promise<ReviewState> {
    const events = await this.eventStore.readStream(reviewStreamId(tutorId, clientId));
    return events.map((event) => ({ type: event.type, data: event.data }) as ReviewEvent).reduce(reviewDecider.evolve, reviewDecider.initialState());
  }

  awaitReadModels(position: number): Promise<void> {
    return this.runtime.awaitReadModels(position, REVIEW_READ_MODELS);
  }

  private async run(
    tutorId: string,
    clientId: string,
    command: Omit<ReviewCommand, 'metadata'>,
    context: CommandContext,
    { awaitReadModels = true }: ReviewRunOptions = {},
  ): Promise<CommandOutcome<ReviewEvent>> {
    const outcome = await handleCommand(this.eventStore, reviewStreamId(tutorId, clientId), reviewDecider, command, context);
    if (awaitReadModels) await this.awaitReadModels(outcome.position);
    return outcome;
  }

  private async account(userId: string): Promise<UserDocument | null> {
    const events = await this.eventStore.readStream(userStreamId(userId));
    let account: UserDocument | null = null;
    for (const event of events) account = evolveUserDocument(account, { type: event.type, data: event.data } as UserEvent, event.position);
    return account;
  }
}
