import { emailStreamId, isClearEmailStreamId } from '../../../domain/accounts/email-stream-name';
import { EventStore, NewEvent, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';
import { Logger } from '../../../platform/logging/logger';

export const EMAIL_STREAM_NAMES_MIGRATION = 'keyed-email-address-streams';
/** Where the migration records that it ran: read first at every start, so the log is scanned once. */
export const EMAIL_STREAM_NAMES_MIGRATION_STREAM = `log-migration-${EMAIL_STREAM_NAMES_MIGRATION}`;
export const LOG_MIGRATION_APPLIED = 'LogMigrationApplied';
/** Events read per page while looking for the old names. */
const SCAN_PAGE_SIZE = 2000;

export interface EmailStreamNamesMigrationOutcome {
  /** False when an earlier start had already applied it. */
  applied: boolean;
  streamsMoved: number;
}

/**
 * Reservation streams were named by the address itself (`email-<normalised address>`), which no
 * key seals: the address stayed in the log after its owner was deleted. This start-up migration
 * moves each such stream to its keyed name (emailStreamId), then deletes the old streams, and
 * records that it ran (LogMigrationApplied). A copy, not a command: the events keep their ids, types
 * and metadata, so it bypasses the command pipeline (log maintenance lives here, with the stores).
 * Through the ShreddingEventStore, the copies are sealed with their person's key (an old plaintext
 * reservation too), or, for a person already deleted, written with the placeholders. Idempotent: a
 * crash in between runs it again, the copies being recognised as already appended by their ids.
 *
 * An empty log is not marked: there is nothing to move, and a marker would make it non-empty (the
 * demo data is loaded only into an empty log); the next start scans the little there is then.
 */
export async function migrateEmailStreamNames(eventStore: EventStore, emailStreamKey: string, now: Date, logger: Logger): Promise<EmailStreamNamesMigrationOutcome> {
  if ((await eventStore.readStream(EMAIL_STREAM_NAMES_MIGRATION_STREAM, { maxCount: 1 })).length > 0) return { applied: false, streamsMoved: 0 };
  if ((await eventStore.headPosition()) === 0) return { applied: false, streamsMoved: 0 };
  const clearNames = await streamsNamedByAddress(eventStore);
  for (const clearName of clearNames) await copyToKeyedName(eventStore, clearName, emailStreamKey, logger);
  await eventStore.deleteStreams([...clearNames]);
  const marker: NewEvent = {
    id: deterministicUuid(EMAIL_STREAM_NAMES_MIGRATION_STREAM),
    type: LOG_MIGRATION_APPLIED,
    data: { migration: EMAIL_STREAM_NAMES_MIGRATION, streamsMoved: clearNames.size },
    metadata: { correlationId: EMAIL_STREAM_NAMES_MIGRATION, causationId: EMAIL_STREAM_NAMES_MIGRATION, actorId: null, occurredAt: now.toISOString(), via: 'system' },
  };
  await eventStore.append(EMAIL_STREAM_NAMES_MIGRATION_STREAM, [marker], { expectedRevision: 'any' });
  if (clearNames.size > 0) logger.info({ streamsMoved: clearNames.size }, 'e-mail reservation streams renamed to keyed hashes of their addresses; the old names are deleted');
  return { applied: true, streamsMoved: clearNames.size };
}

async function streamsNamedByAddress(eventStore: EventStore): Promise<Set<string>> {
  // A store that lists its stream names answers from its index; reading every event of a
  // million-event log cost about 5 s of CPU at the first start of a log no start had marked.
  if (eventStore.streamIdsStartingWith) return new Set((await eventStore.streamIdsStartingWith('email-')).filter(isClearEmailStreamId));
  const names = new Set<string>();
  let after = 0;
  for (;;) {
    const page = await eventStore.readAll({ fromPosition: after, maxCount: SCAN_PAGE_SIZE });
    for (const event of page) if (isClearEmailStreamId(event.streamId)) names.add(event.streamId);
    if (page.length < SCAN_PAGE_SIZE) return names;
    after = page[page.length - 1].position;
  }
}

async function copyToKeyedName(eventStore: EventStore, clearName: string, emailStreamKey: string, logger: Logger): Promise<void> {
  const events = await eventStore.readStream(clearName);
  if (events.length === 0) return;
  const keyedName = emailStreamId(clearName.slice('email-'.length), emailStreamKey);
  try {
    await eventStore.append(keyedName, events.map(({ id, type, data, metadata }) => ({ id, type, data, metadata })), { expectedRevision: 'no_stream' });
  } catch (error) {
    if (!(error instanceof WrongExpectedVersion)) throw error;
    // Reserved anew under the keyed name meanwhile (an api process of this version ran first): that reservation is the current one.
    logger.warn({ streamId: keyedName }, 'an address reserved under its keyed name already: its old-style reservation is dropped');
  }
}
