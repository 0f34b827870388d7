import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition, writeEvolved } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * `_id` = the correlation's id: where its events sit in the log, in commit order, as the stream and
 * revision of each. The events themselves (data, metadata) stay in the log and are read from there,
 * so nothing personal is copied here and a stream's own history needs no read model at all (the
 * log reads a stream by revision).
 *
 * One document per correlation rather than per event (v1): most correlations hold one to three
 * events, so the read model keeps a third of the documents, and no index beside `_id`, which is
 * what a restart loads from its snapshot (a million events on the 50,000-tutor seed). A correlation
 * longer than a part (a seed, a migration, a job that fans out) goes on in further parts,
 * `<id>#<n>`: an event copies at most one part's lists, so a long correlation costs no more per
 * event than a short one (one growing list copied per event was quadratic).
 */
export interface AuditCorrelationDocument extends ProjectedDocument {
  /** The stream of each event of this part, in commit order. */
  streamIds: string[];
  /** The revision of each event in its stream, in the same order. */
  revisions: number[];
  /** On the correlation's first document: how many events it has across all its parts. */
  total?: number;
}

/** One event of a correlation: where to read it in the log. */
export interface AuditEntry {
  streamId: string;
  revision: number;
}

export const AUDIT_TRAIL_COLLECTION = 'audit-trail';
/** Events a correlation's document (or each further part) holds. */
export const AUDIT_PART_SIZE = 256;

function partIdOf(correlationId: string, part: number): string {
  return part === 0 ? correlationId : `${correlationId}#${part}`;
}

function appended(part: AuditCorrelationDocument | null, event: RecordedEvent): Pick<AuditCorrelationDocument, 'streamIds' | 'revisions'> {
  const streamIds = part?.streamIds ?? [];
  // Most correlations are one command's events on one stream: the id held already is kept, not the
  // fresh copy each event read from the log brings (a string each on the heap, a million sessions over).
  const previous = streamIds[streamIds.length - 1];
  return { streamIds: [...streamIds, previous === event.streamId ? previous : event.streamId], revisions: [...(part?.revisions ?? []), event.revision] };
}

export const auditTrailProjection: ProjectionDefinition = {
  name: 'audit-trail',
  version: 3,
  handles: [],
  handlesEveryEvent: true,
  // Where each event sits and its correlation: never what it says.
  reads: { data: false, metadata: true },
  collections: [AUDIT_TRAIL_COLLECTION],
  // Read by an admin's audit view, a correlation at a time: most of it sits idle between snapshots.
  keptEncodedWhenIdle: [AUDIT_TRAIL_COLLECTION],
  async apply(event: RecordedEvent, store) {
    const correlations = store.collection<AuditCorrelationDocument>(AUDIT_TRAIL_COLLECTION);
    const correlationId = event.metadata.correlationId;
    const first = await correlations.findOne({ _id: correlationId }, { readOnly: true });
    // A redelivered event is at or before the correlation's `_position`, and changes nothing.
    if (first && first._position >= event.position) return;
    const total = first?.total ?? 0;
    const part = Math.floor(total / AUDIT_PART_SIZE);
    if (part === 0) {
      await writeEvolved(correlations, correlationId, first, { _id: correlationId, _position: event.position, ...appended(first, event), total: total + 1 }, event.position);
      return;
    }
    // The part first, then the count: an event redelivered between the two finds the part written (its position) and only counts.
    await evolveDocument(correlations, partIdOf(correlationId, part), event, (current) => ({ _id: partIdOf(correlationId, part), _position: event.position, ...appended(current, event) }), {
      evolveKeepsCurrent: true,
    });
    await writeEvolved(correlations, correlationId, first, { ...(first as AuditCorrelationDocument), total: total + 1 }, event.position);
  },
};

/** One page of a correlation's events across all streams, in commit order, and how many it has in all. */
export async function listCorrelationEntries(
  readModels: ReadModels,
  correlationId: string,
  page: { offset: number; limit: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const correlations = readModels.collection<AuditCorrelationDocument>(AUDIT_TRAIL_COLLECTION);
  const first = await correlations.findOne({ _id: correlationId }, { readOnly: true });
  if (!first) return { entries: [], total: 0 };
  const total = first.total ?? 0;
  const end = Math.min(total, page.offset + page.limit);
  const entries: AuditEntry[] = [];
  for (let at = page.offset; at < end; ) {
    const partNumber = Math.floor(at / AUDIT_PART_SIZE);
    const part = partNumber === 0 ? first : await correlations.findOne({ _id: partIdOf(correlationId, partNumber) }, { readOnly: true });
    if (!part) break;
    const partEnd = Math.min(end, (partNumber + 1) * AUDIT_PART_SIZE);
    for (; at < partEnd; at++) {
      const i = at - partNumber * AUDIT_PART_SIZE;
      entries.push({ streamId: part.streamIds[i], revision: part.revisions[i] });
    }
  }
  return { entries, total };
}
