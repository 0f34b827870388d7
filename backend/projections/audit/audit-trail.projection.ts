import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { DuplicateKeyError } from '../../platform/readstore/read-store.port';
import { ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * `_id` = the event's id: where one event of the log sits, by correlation. The event itself (data,
 * metadata) stays in the log and is read from there, so nothing personal is copied here and a
 * stream's own history needs no read model at all (the log reads a stream by revision).
 */
export interface AuditEntryDocument extends ProjectedDocument {
  correlationId: string;
  streamId: string;
  revision: number;
}

export const AUDIT_TRAIL_COLLECTION = 'audit-trail';

export const auditTrailProjection: ProjectionDefinition = {
  name: 'audit-trail',
  version: 1,
  handles: [],
  handlesEveryEvent: true,
  collections: [AUDIT_TRAIL_COLLECTION],
  async setup(store) {
    await store.collection(AUDIT_TRAIL_COLLECTION).createIndex({ keys: { correlationId: 1, _position: 1 }, name: 'by_correlation' });
  },
  async apply(event: RecordedEvent, store) {
    const entries = store.collection<AuditEntryDocument>(AUDIT_TRAIL_COLLECTION);
    // One document per event, written once (an insert: a rebuild writes every event of the log); a
    // redelivered event finds its document there and changes nothing. Built here and handed over:
    // nothing else holds it, so the store need not copy it.
    const entry: AuditEntryDocument = { _id: event.id, correlationId: event.metadata.correlationId, streamId: event.streamId, revision: event.revision, _position: event.position };
    try {
      await entries.insertOne(entry, { handOver: true });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  },
};

/** One page of a correlation's events across all streams, in commit order, and how many it has in all. */
export async function listCorrelationEntries(
  readModels: ReadModels,
  correlationId: string,
  page: { offset: number; limit: number },
): Promise<{ entries: AuditEntryDocument[]; total: number }> {
  const entries = readModels.collection<AuditEntryDocument>(AUDIT_TRAIL_COLLECTION);
  const [found, total] = await Promise.all([
    entries.find({ correlationId }, { sort: { _position: 1 }, skip: page.offset, limit: page.limit, readOnly: true }),
    entries.count({ correlationId }),
  ]);
  return { entries: found, total };
}
