import { CredentialStore } from '../../backend/platform/credentials/credential-store.port';
import { EventStore, WrongExpectedVersion } from '../../backend/platform/eventstore/event-store.port';
import { passwordKey } from '../../backend/src/modules/accounts/auth/credential-keys';
import { SeedUnit, StreamWrite } from './seed-plan';

/**
 * Appends planned seed units (seed-plan.ts) to the event store, one append per stream, and stores
 * the one shared password hash for each new account, in the order the email-signup handler does:
 * address reserved (`no_stream`, so a taken address is refused by the store), hash stored, user
 * recorded. Idempotent: a stream already holding the planned events is a replay (no-op append); an
 * account whose user stream exists is left alone, credentials included; an account whose address
 * belongs to someone else is skipped, with its profile and every review by or about it.
 */

export interface SeedSinks {
  eventStore: EventStore;
  credentials: CredentialStore;
  /** The EMAIL_STREAM_KEY of the product reading this log: it names the address reservations' streams. */
  emailStreamKey: string;
}

export interface SeedCounts {
  accountsWritten: number;
  accountsExisting: number;
  emailsTaken: number;
  tutorProfiles: number;
  reviews: number;
  /** Events appended by this run (replays not counted). */
  events: number;
  /** Appends made, replays included. */
  appends: number;
}

export class SeedWriter {
  readonly counts: SeedCounts = { accountsWritten: 0, accountsExisting: 0, emailsTaken: 0, tutorProfiles: 0, reviews: 0, events: 0, appends: 0 };
  private readonly skippedUsers = new Set<string>();

  /**
   * @param passwordHash one argon2 hash of the demo password, computed once for every account
   * @param headAtStart the log's head before this run: a replayed append answers with a position at or before it
   */
  private constructor(
    private readonly sinks: SeedSinks,
    private readonly passwordHash: string,
    private readonly headAtStart: number,
  ) {}

  static async open(sinks: SeedSinks, passwordHash: string): Promise<SeedWriter> {
    return new SeedWriter(sinks, passwordHash, await sinks.eventStore.headPosition());
  }

  async write(unit: SeedUnit): Promise<void> {
    const { eventStore, credentials } = this.sinks;
    const { account } = unit;
    if ((await eventStore.readStream(account.user.streamId, { maxCount: 1 })).length > 0) {
      this.counts.accountsExisting += 1;
    } else {
      try {
        await this.append(account.email);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersion)) throw error;
        this.skippedUsers.add(account.userId);
        this.counts.emailsTaken += 1;
        return;
      }
      await credentials.put(passwordKey(account.userId), { hash: this.passwordHash });
      await this.append(account.user);
      this.counts.accountsWritten += 1;
    }
    if (unit.tutorProfile && (await this.appendUnlessTaken(unit.tutorProfile))) this.counts.tutorProfiles += 1;
    for (const review of unit.reviews) {
      if (this.skippedUsers.has(review.tutorId) || this.skippedUsers.has(review.clientId)) continue;
      if (await this.appendUnlessTaken(review)) this.counts.reviews += 1;
    }
  }

  /** False when the stream holds other events (someone else's history): it is left as it is. */
  private async appendUnlessTaken(write: StreamWrite): Promise<boolean> {
    try {
      return await this.append(write);
    } catch (error) {
      if (error instanceof WrongExpectedVersion) return false;
      throw error;
    }
  }

  /** True when the events were written now, false when they were already there. */
  private async append({ streamId, events }: StreamWrite): Promise<boolean> {
    if (events.length === 0) return false;
    this.counts.appends += 1;
    const result = await this.sinks.eventStore.append(streamId, events, { expectedRevision: 'no_stream' });
    if (result.position <= this.headAtStart) return false;
    this.counts.events += events.length;
    return true;
  }
}
