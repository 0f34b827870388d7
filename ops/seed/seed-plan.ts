import { normaliseEmail, userStreamId } from '../../backend/domain/accounts/account.rules';
import { emailStreamId } from '../../backend/domain/accounts/email-stream-name';
import { emailAddressDecider } from '../../backend/domain/accounts/email-address.decider';
import { UserCommand } from '../../backend/domain/accounts/user.commands';
import { userDecider } from '../../backend/domain/accounts/user.decider';
import { ReviewCommand } from '../../backend/domain/reviews/review.commands';
import { reviewDecider } from '../../backend/domain/reviews/review.decider';
import { reviewStreamId } from '../../backend/domain/reviews/review.events';
import { Decider, DomainCommand, DomainEvent } from '../../backend/domain/shared/decider';
import { tutorProfileDecider } from '../../backend/domain/tutors/tutor-profile.decider';
import { tutorStreamId } from '../../backend/domain/tutors/tutor-profile.events';
import { deterministicUuid } from '../../backend/platform/ids/deterministic-uuid';
import { CommandContext, toNewEvents } from '../../backend/src/event-sourcing/command-pipeline';
import { NewEvent } from '../../backend/platform/eventstore/event-store.port';
import { DEMO_PASSWORD, SeedAccount, SeedReview, SeedStep, SeedTutor } from './seed-generator';

/**
 * Turns seed plans into the events to append, through the command side: every step is decided by
 * the aggregate's own decider (the same rules and messages as the API) against the state the
 * previous steps left, and the events get their metadata and ids from the CommandPipeline's
 * `toNewEvents`, exactly as a command's. The seed is a loader, not a use case: unlike the pipeline,
 * which appends after each command, a stream's steps are decided in memory and appended at once
 * (seed-writer.ts): a new tutor's profile is one append of a dozen events instead of a dozen
 * read-decide-append round trips.
 *
 * Pure and deterministic: event ids derive from the stream and the step (an idempotency key), so
 * the same plan always gives the same events, and appending them again is a no-op.
 */

export interface StreamWrite {
  streamId: string;
  events: NewEvent[];
}

/** What one account needs written, in order: its address reserved, then the user. */
export interface AccountWrite {
  userId: string;
  email: StreamWrite;
  user: StreamWrite;
}

/** One unit of seeding: a client, or a tutor with their profile and the reviews written about them. */
export interface SeedUnit {
  account: AccountWrite;
  tutorProfile: StreamWrite | null;
  reviews: Array<StreamWrite & { tutorId: string; clientId: string }>;
}

export class SeedPlanner {
  /**
   * @param label names the run in every event's correlation id and idempotency key (`seed:42`, `demo-data`)
   * @param emailStreamKey the target log's EMAIL_STREAM_KEY, which names the address reservations' streams
   */
  constructor(
    private readonly label: string,
    private readonly emailStreamKey: string,
  ) {}

  account(account: SeedAccount): AccountWrite {
    const email = normaliseEmail(account.email);
    const steps: Array<SeedStep<Omit<UserCommand, 'metadata'>>> = [
      {
        command: {
          type: 'SignUpUser',
          data: {
            userId: account.userId,
            email,
            password: DEMO_PASSWORD,
            firstName: account.firstName,
            lastName: account.lastName,
            profileTypes: [account.profileType],
            clientProfileType: account.clientProfileType,
          },
        },
        at: account.signedUpAt,
        actorId: account.userId,
      },
    ];
    if (account.verifiedAt) steps.push({ command: { type: 'VerifyEmail', data: {} }, at: account.verifiedAt, actorId: account.userId });
    if (account.language) {
      steps.push({ command: { type: 'SaveLanguagePreference', data: { language: account.language } }, at: account.verifiedAt ?? account.signedUpAt, actorId: account.userId });
    }
    return {
      userId: account.userId,
      email: this.stream(emailStreamId(email, this.emailStreamKey), emailAddressDecider, [
        { command: { type: 'ReserveEmailAddress', data: { email, userId: account.userId } }, at: account.signedUpAt, actorId: account.userId },
      ]),
      user: this.stream(userStreamId(account.userId), userDecider, steps),
    };
  }

  client(account: SeedAccount): SeedUnit {
    return { account: this.account(account), tutorProfile: null, reviews: [] };
  }

  tutor(tutor: SeedTutor): SeedUnit {
    return {
      account: this.account(tutor.account),
      tutorProfile: this.stream(tutorStreamId(tutor.account.userId), tutorProfileDecider, tutor.profile),
      reviews: tutor.reviews.map((review) => this.review(review)),
    };
  }

  review(review: SeedReview): StreamWrite & { tutorId: string; clientId: string } {
    const { reviewId, tutorId, clientId, score, comments } = review;
    const steps: Array<SeedStep<Omit<ReviewCommand, 'metadata'>>> = [
      { command: { type: 'AddReview', data: { reviewId, tutorId, clientId, score, comments } }, at: review.at, actorId: clientId },
    ];
    if (review.edit) steps.push({ command: { type: 'EditReview', data: { score: review.edit.score, comments: review.edit.comments } }, at: review.edit.at, actorId: clientId });
    return { ...this.stream(reviewStreamId(tutorId, clientId), reviewDecider, steps), tutorId, clientId };
  }

  /** Decides each step against the state the previous ones left (decide, then evolve); a broken rule throws the decider's DomainError. */
  stream<C extends DomainCommand, E extends DomainEvent, S>(streamId: string, decider: Decider<C, E, S>, steps: ReadonlyArray<SeedStep<Omit<C, 'metadata'>>>): StreamWrite {
    const correlationId = deterministicUuid(`${this.label}:${streamId}`);
    let state = decider.initialState();
    const events: NewEvent[] = [];
    steps.forEach((step, index) => {
      const decided = decider.decide({ ...step.command, metadata: { now: step.at, actorId: step.actorId } } as C, state);
      state = decided.reduce(decider.evolve, state);
      // A step without a user is the platform's own (onboarding, imported hours): recorded as the system's, not a visitor's.
      const context: CommandContext = { correlationId, causationId: correlationId, actorId: step.actorId, now: step.at, idempotencyKey: `${this.label}:${index}`, ...(step.actorId === null ? { via: 'system' } : {}) };
      events.push(...toNewEvents(decided, context, streamId));
    });
    return { streamId, events };
  }
}
