import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * `_id` = the correlation's id: where its events sit in the log, in commit order, as the stream and
 * revision of each. The events themselves (data, metadata) stay in the log and are read from there,
 * so nothing personal is copied here and a stream's own history needs no read model at all (the
 * log reads a stream by revision).
 *
 * One document per correlation rather than per event (v1): most correlations hold one to three
 * events, so the read model keeps a third of the documents, and no index beside `_id`, which is
 * what a restart loads from its snapshot (a million events on the 50,000-tutor seed). A new event
 * copies its correlation's lists: linear in the correlation's length, which a command or a job keeps short.
 */
export interface AuditCorrelationDocument extends ProjectedDocument {
  /** The stream of each event of the correlation, in commit order. */
  streamIds: string[];
  /** The revision of each event in its stream, in the same order. */
  revisions: number[];
}

/** One event of a correlation: where to read it in the log. */
export interface AuditEntry {
  streamId: string;
  revision: number;
}

export const AUDIT_TRAIL_COLLECTION = 'audit-trail';

export const auditTrailProjection: ProjectionDefinition = {
  name: 'audit-trail',
  version: 2,
  handles: [],
  handlesEveryEvent: true,
  collections: [AUDIT_TRAIL_COLLECTION],
  async apply(event: RecordedEvent, store) {
    // A redelivered event is at or before the correlation's `_position`, and changes nothing.
    await evolveDocument(
      store.collection<AuditCorrelationDocument>(AUDIT_TRAIL_COLLECTION),
      event.metadata.correlationId,
      event,
      (current) => ({
        _id: event.metadata.correlationId,
        _position: event.position,
        streamIds: [...(current?.streamIds ?? []), event.streamId],
        revisions: [...(current?.revisions ?? []), event.revision],
      }),
      { evolveKeepsCurrent: true },
    );
  },
};

/** One page of a correlation's events across all streams, in commit order, and how many it has in all. */
export async function listCorrelationEntries(
  readModels: ReadModels,
  correlationId: string,
  page: { offset: number; limit: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const correlation = await readModels.collection<AuditCorrelationDocument>(AUDIT_TRAIL_COLLECTION).findOne({ _id: correlationId }, { readOnly: true });
  if (!correlation) return { entries: [], total: 0 };
  const end = Math.min(correlation.streamIds.length, page.offset + page.limit);
  const entries: AuditEntry[] = [];
  for (let i = page.offset; i < end; i++) entries.push({ streamId: correlation.streamIds[i], revision: correlation.revisions[i] });
  return { entries, total: correlation.streamIds.length };
}
