import { Inject, Injectable } from '@nestjs/common';
import { ActorAccount, auditActorRole } from '../../../domain/audit/audit-actor';
import { describeAuditEvent } from '../../../domain/audit/audit-descriptions';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../platform/eventstore/event-store.port';
import { listCorrelationEntries } from '../../../projections/audit/audit-trail.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { USERS_COLLECTION, UserDocument } from '../../../projections/users/users.projection';
import { AuditEventModel, AuditHistoryPageModel } from './audit.model';

/** A stream's events of one correlation are read as one range when it holds at most this many events per event wanted. */
const RANGE_READ_SLACK = 4;

export interface AuditPage {
  offset: number;
  limit: number;
}

/** A user document as the users helper leaves it after deleteUser: kept, with `deleted` set and no personal data. */
type MaybeDeletedUser = UserDocument & { deleted?: boolean };

/**
 * Histories for the audit trail. A stream's comes straight from the log (it reads a stream by
 * revision, so a page costs its own events whatever the stream's length); a correlation's from the
 * audit-trail read model (where its events sit) and then the log. Actors' names and roles are read
 * from the users read model now, never stored with the events.
 */
@Injectable()
export class AuditHistory {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly readModels: ReadModels,
  ) {}

  async ofStream(streamId: string, page: AuditPage): Promise<AuditHistoryPageModel> {
    const [last] = await this.eventStore.readStream(streamId, { direction: 'backwards', maxCount: 1 });
    const total = last ? last.revision + 1 : 0;
    const events = page.offset < total ? await this.eventStore.readStream(streamId, { fromRevision: page.offset, maxCount: page.limit }) : [];
    return { events: await this.present(events), total, ...page };
  }

  async ofCorrelation(correlationId: string, page: AuditPage): Promise<AuditHistoryPageModel> {
    const { entries, total } = await listCorrelationEntries(this.readModels, correlationId, page);
    const revisionsByStream = new Map<string, number[]>();
    for (const entry of entries) revisionsByStream.set(entry.streamId, [...(revisionsByStream.get(entry.streamId) ?? []), entry.revision]);
    const read = await Promise.all([...revisionsByStream].map(([streamId, revisions]) => this.readRevisions(streamId, revisions)));
    const byRevisionByStream = new Map([...revisionsByStream.keys()].map((streamId, i) => [streamId, new Map(read[i].map((event) => [event.revision, event]))]));
    const events = entries.flatMap((entry) => byRevisionByStream.get(entry.streamId)?.get(entry.revision) ?? []);
    return { events: await this.present(events), total, ...page };
  }

  /**
   * Some events of one stream: one read of the range they span when they sit close together (a job's
   * steps usually do), else one read each, so a stream's long history between them is not read.
   */
  private async readRevisions(streamId: string, revisions: number[]): Promise<RecordedEvent[]> {
    const from = Math.min(...revisions);
    const span = Math.max(...revisions) - from + 1;
    if (span <= revisions.length * RANGE_READ_SLACK) {
      const wanted = new Set(revisions);
      return (await this.eventStore.readStream(streamId, { fromRevision: from, maxCount: span })).filter((event) => wanted.has(event.revision));
    }
    return (await Promise.all(revisions.map((revision) => this.eventStore.readStream(streamId, { fromRevision: revision, maxCount: 1 })))).flat();
  }

  private async present(events: RecordedEvent[]): Promise<AuditEventModel[]> {
    const accounts = await this.accountsOf(events);
    return events.map((event) => {
      const { actorId } = event.metadata;
      const user = actorId ? accounts.get(actorId) : undefined;
      // A deleted user's document may keep no profile at all.
      const profile = user?.profile as UserDocument['profile'] | undefined;
      const account: ActorAccount | null = user ? { profileTypes: profile?.profileTypes ?? [], deleted: user.deleted === true } : null;
      const description = describeAuditEvent(event.type, event.data);
      return {
        id: event.id,
        streamId: event.streamId,
        revision: event.revision,
        position: event.position,
        type: event.type,
        occurredAt: event.metadata.occurredAt,
        recordedAt: event.recordedAt,
        description: { messageId: description.messageId, values: Object.entries(description.values).map(([name, value]) => ({ name, value })) },
        actor: {
          role: auditActorRole(event.metadata, account),
          userId: actorId,
          name: profile && !account?.deleted ? `${profile.firstName} ${profile.lastName}`.trim() : null,
          deleted: account?.deleted ?? false,
        },
        correlationId: event.metadata.correlationId,
        causationId: event.metadata.causationId,
      };
    });
  }

  /** The actors of a page in one read. */
  private async accountsOf(events: RecordedEvent[]): Promise<Map<string, MaybeDeletedUser>> {
    const ids = [...new Set(events.flatMap((event) => (event.metadata.actorId ? [event.metadata.actorId] : [])))];
    if (ids.length === 0) return new Map();
    const users = await this.readModels.collection<MaybeDeletedUser>(USERS_COLLECTION).find({ _id: { $in: ids } }, { readOnly: true });
    return new Map(users.map((user) => [user._id, user]));
  }
}

