import { PERSONAL_FIELDS, personalDataSubjectOf, personalFieldValue, withPersonalFields } from '../../../domain/personal-data/personal-fields';
import {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  readsDataOf,
  RecordedEvent,
  SubscribeToAllOptions,
  Subscription,
} from '../../../platform/eventstore/event-store.port';
import { logger } from '../../../platform/logging/logger';
import { PersonalDataKeys, PersonalDataShredder, SubjectKey } from '../../../platform/personal-data/personal-data-keys.port';
import { isSealed, sealJson, unseal } from './personal-data-cipher';

/** Where an event's data keeps its personal fields, sealed together; they are left out of the data itself. */
const SEALED_FIELDS = '$personal';

/** What the store knows of a subject: its key, its tombstone, or that it never had a key (only plaintext events). */
type KnownKey = SubjectKey | { status: 'none' };

/**
 * Subjects whose keys are kept in memory. A rebuild reads every person's events; past this many the
 * oldest learnt are forgotten (and looked up again if met again: the key store keeps tombstones,
 * so a forgotten deletion is learnt again too), so memory does not grow with the number of people.
 */
const KNOWN_KEYS_KEPT = 100_000;

/** What the store answers for a subject the key store held no key for when the store learnt them all. */
const NO_KEY: KnownKey = { status: 'none' };

/** How many of the values this process sealed last are kept to open its own events without deciphering. */
const JUST_SEALED_KEPT = 4096;

/** A value this process sealed: what it opens to, under which key and for which event. */
interface JustSealed {
  key: Buffer;
  eventId: string;
  json: string;
}

/**
 * Crypto-shredding around any EventStore: the personal fields of each appended event (PERSONAL_FIELDS)
 * are sealed with their person's key, and opened again on every read, so deciders, projections and
 * reactions see plain events. Once `shred` destroyed a person's key, their sealed fields, and the
 * plaintext fields of events written before this store sealed anything, read as placeholders.
 *
 * Keys are cached per process (the most recently learnt, up to a bound). Another process learns of a deletion from the `UserDeleted` event
 * it reads (every process with the projector role reads all of them); an api-only process keeps a
 * deleted person's key in memory until it restarts or reads that event.
 */
export class ShreddingEventStore implements EventStore, PersonalDataShredder {
  private readonly known = new Map<string, KnownKey>();
  /**
   * Events opened for subscriptions, by the recorded event they were opened from: the inner store
   * hands its live subscriptions the same event objects (one read for all of them), so each event is
   * opened once, not once per reaction. Dropped whenever a key is destroyed, so nothing opened before
   * a deletion is handed out after it.
   */
  private openedForSubscriptions = new WeakMap<RecordedEvent, RecordedEvent | Promise<RecordedEvent>>();
  /**
   * The values this process sealed last, by their sealed text: every subscription and the next
   * command read an event right after its append, and sealing is deterministic (the same key, event
   * and value give the same text), so the same text under the same key opens to the same value
   * without a decipher. Dropped whenever a key is destroyed, as `openedForSubscriptions` is.
   */
  private justSealed = new Map<string, JustSealed>();
  private readonly keysKept: number;
  /**
   * True while `known` holds every key and tombstone the key store held when this store learnt them
   * all at its first subscription (at most `keysKept`), so a subject it does not hold had no key then:
   * a rebuild meets every person, and one lookup each took some 4 % of it. A key made since by another
   * process comes with sealed fields, which are looked up as before; a deletion, with its UserDeleted
   * event. Cleared once `known` forgets a subject (past `keysKept`).
   */
  private knowsEveryKey = false;
  private everyKeyAsked = false;

  constructor(
    private readonly inner: EventStore,
    private readonly keys: PersonalDataKeys,
    { keysKept = KNOWN_KEYS_KEPT }: { keysKept?: number } = {},
  ) {
    this.keysKept = keysKept;
  }

  /** Destroys the person's key: from now on, no reader of this store sees their personal fields. */
  async shred(subjectId: string): Promise<void> {
    await this.keys.destroy(subjectId);
    this.remember(subjectId, { status: 'destroyed' });
    this.openedForSubscriptions = new WeakMap();
    this.justSealed = new Map();
  }

  async append(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const sealed = await Promise.all(events.map((event) => this.sealEvent(event)));
    return this.inner.append(streamId, sealed, options);
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    return this.openEvents(await this.inner.readStream(streamId, options));
  }

  async readAll(options?: ReadAllOptions): Promise<RecordedEvent[]> {
    return this.openEvents(await this.inner.readAll(options));
  }

  subscribeToAll(options: SubscribeToAllOptions): Subscription {
    this.learnEveryKey();
    return this.inner.subscribeToAll({
      ...options,
      // A deletion is read whatever the subscriber reads: this store learns from it that a key is gone.
      reads: options.reads?.dataOf ? { ...options.reads, dataOf: new Set([...options.reads.dataOf, 'UserDeleted']) } : options.reads,
      onEvent: (event) => {
        // A deletion always goes through openEvents, which learns from it that the key is gone.
        if (event.type === 'UserDeleted') return this.openForSubscription(event, options);
        // Data the subscriber does not read was not decoded (EventParts): nothing in it to open.
        if (!readsDataOf(options.reads, event.type)) return options.onEvent(event);
        const subjectId = personalDataSubjectOf(event.type, event.data);
        // Most events hold nothing personal: they go through as read, without a promise of their own.
        // So does one written in the clear by a person whose key is known not destroyed (openEvent
        // would hand it back unchanged): a rebuild meets each person's events many times over.
        if (subjectId === null || this.readsAsWritten(event, subjectId)) return options.onEvent(event);
        return this.openForSubscription(event, options);
      },
    });
  }

  /**
   * The event opened once for every live subscription sharing the inner store's read of it, then
   * handed on. The opening is kept while it is under way too: the subscriptions an append wakes all
   * ask for the event before the first opening has finished.
   */
  private openForSubscription(event: RecordedEvent, options: SubscribeToAllOptions): Promise<void> | void {
    const kept = this.openedForSubscriptions.get(event);
    if (kept && !(kept instanceof Promise)) return options.onEvent(kept);
    let opening = kept;
    if (!opening) {
      const openings = this.openedForSubscriptions;
      const started: Promise<RecordedEvent> = this.openEvents([event]).then(([opened]) => opened!);
      openings.set(event, started);
      // Settled, the event itself is kept; a failed opening is not, so the next subscription tries again.
      started.then(
        (opened) => openings.get(event) === started && openings.set(event, opened),
        () => openings.get(event) === started && openings.delete(event),
      );
      opening = started;
    }
    return opening.then((opened) => options.onEvent(opened));
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  deleteStreams(streamIds: readonly string[]): Promise<void> {
    return this.inner.deleteStreams(streamIds);
  }

  /** Stream names are never sealed: the inner log's, when it can list them. */
  get streamIdsStartingWith(): ((prefix: string) => Promise<string[]>) | undefined {
    const inner = this.inner;
    return inner.streamIdsStartingWith ? (prefix) => inner.streamIdsStartingWith!(prefix) : undefined;
  }

  async close(): Promise<void> {
    await this.inner.close();
    await this.keys.close();
  }

  private async sealEvent(event: NewEvent): Promise<NewEvent> {
    const subjectId = personalDataSubjectOf(event.type, event.data);
    if (!subjectId) return event;
    let key = this.known.get(subjectId);
    if (key?.status !== 'active' && key?.status !== 'destroyed') {
      key = await this.keys.keyFor(subjectId);
      this.remember(subjectId, key);
    }
    const personal: Record<string, unknown> = {};
    const changes: Array<[string, unknown]> = [];
    for (const [field, placeholder] of Object.entries(PERSONAL_FIELDS[event.type]!.fields)) {
      const value = personalFieldValue(event.data as Record<string, unknown>, field);
      if (value === undefined || value === null) continue;
      // A fact about a person already deleted (written by a late reaction) keeps only the placeholder.
      if (key.status === 'active') {
        personal[field] = value;
        changes.push([field, undefined]);
      } else {
        changes.push([field, placeholder(subjectId)]);
      }
    }
    // Nothing personal in this event (an edit of other fields): written as it came, without a copy.
    if (changes.length === 0) return event;
    const data = withPersonalFields(event.data as Record<string, unknown>, changes);
    // One sealed value per event: one cipher to open on every read, whatever the number of fields.
    if (key.status === 'active') {
      const json = JSON.stringify(personal);
      const sealed = sealJson(key.key, event.id, json);
      data[SEALED_FIELDS] = sealed;
      this.keepJustSealed(sealed, { key: key.key, eventId: event.id, json });
    }
    return { ...event, data };
  }

  private async openEvents(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Map<RecordedEvent, string>();
    for (const event of events) {
      const subjectId = personalDataSubjectOf(event.type, event.data);
      if (subjectId) subjects.set(event, subjectId);
      if (event.type === 'UserDeleted') this.forgetDeleted(event);
    }
    if (subjects.size === 0) return events;
    const keys = await this.keysOf(events, subjects);
    return events.map((event) => {
      const subjectId = subjects.get(event);
      return subjectId ? this.openEvent(event, subjectId, keys.get(subjectId)!) : event;
    });
  }

  /**
   * The key of every subject of the batch: known ones from memory, and in one lookup the subjects
   * not known yet and those whose sealed fields came from a key made elsewhere. Held for the batch,
   * so forgetting old subjects (KNOWN_KEYS_KEPT) cannot drop one the batch still needs.
   */
  private async keysOf(events: RecordedEvent[], subjects: Map<RecordedEvent, string>): Promise<Map<string, KnownKey>> {
    const keys = new Map<string, KnownKey>();
    const wanted = new Set<string>();
    for (const event of events) {
      const subjectId = subjects.get(event);
      if (!subjectId || wanted.has(subjectId)) continue;
      const known = keys.get(subjectId) ?? this.knownKeyOf(subjectId);
      if (!known || (known.status === 'none' && hasSealedField(event))) wanted.add(subjectId);
      else keys.set(subjectId, known);
    }
    if (wanted.size === 0) return keys;
    const found = await this.keys.lookup([...wanted]);
    for (const subjectId of wanted) {
      const key = found.get(subjectId) ?? { status: 'none' };
      keys.set(subjectId, key);
      this.remember(subjectId, key);
    }
    return keys;
  }

  /**
   * Once, at the first subscription (before its first event: the subscription starts on a later
   * tick): every key and tombstone, when there are no more than `keysKept`. A failure only leaves the
   * lookups one subject at a time.
   */
  private learnEveryKey(): void {
    if (this.everyKeyAsked) return;
    this.everyKeyAsked = true;
    this.keys.lookupAll(this.keysKept).then(
      (all) => {
        if (!all || this.known.size + all.size > this.keysKept) return;
        // What this process learnt meanwhile is as new or newer (a tombstone stays a tombstone).
        for (const [subjectId, key] of all) if (!this.known.has(subjectId)) this.known.set(subjectId, key);
        this.knowsEveryKey = true;
      },
      (error: unknown) => logger.warn({ err: error }, 'could not read every personal-data key at once; looking them up one by one'),
    );
  }

  /** What this store knows of the subject's key, without asking the key store. */
  private knownKeyOf(subjectId: string): KnownKey | undefined {
    return this.known.get(subjectId) ?? (this.knowsEveryKey ? NO_KEY : undefined);
  }

  /** True when openEvent would answer the event itself: nothing sealed, and the subject's key known and not destroyed. */
  private readsAsWritten(event: RecordedEvent, subjectId: string): boolean {
    const known = this.knownKeyOf(subjectId);
    return known !== undefined && known.status !== 'destroyed' && !Object.hasOwn(event.data as object, SEALED_FIELDS);
  }

  private openEvent(event: RecordedEvent, subjectId: string, key: KnownKey): RecordedEvent {
    // Written in the clear, and the person not deleted: nothing to open or replace.
    if (key.status !== 'destroyed' && !Object.hasOwn(event.data as object, SEALED_FIELDS)) return event;
    const written = event.data as Record<string, unknown>;
    const sealed = written[SEALED_FIELDS];
    const opened = isSealed(sealed) && key.status === 'active' ? this.unsealOrNull(key.key, event, sealed) : null;
    const changes: Array<[string, unknown]> = [];
    for (const [field, placeholder] of Object.entries(PERSONAL_FIELDS[event.type]!.fields)) {
      const value = personalFieldValue(written, field);
      if (opened) {
        // A field the seal does not hold was absent from the event (an edit changing other fields).
        if (field in opened) changes.push([field, opened[field]]);
      }
      // Sealed, and the key is gone (or the bytes do not open): the placeholder.
      else if (isSealed(sealed) && value === undefined) changes.push([field, placeholder(subjectId)]);
      // Written in the clear before sealing began: readable until the person is deleted.
      else if (key.status === 'destroyed' && value !== undefined && value !== null) changes.push([field, placeholder(subjectId)]);
    }
    return { ...event, data: withPersonalFields(written, changes, SEALED_FIELDS) };
  }

  private unsealOrNull(key: Buffer, event: RecordedEvent, sealed: string): Record<string, unknown> | null {
    const own = this.justSealed.get(sealed);
    if (own && own.eventId === event.id && own.key.equals(key)) return JSON.parse(own.json) as Record<string, unknown>;
    try {
      return unseal(key, event.id, sealed) as Record<string, unknown>;
    } catch (error) {
      logger.error({ err: error, eventId: event.id, type: event.type }, 'the sealed personal fields of an event do not open with their key; read as placeholders');
      return null;
    }
  }

  private keepJustSealed(sealed: string, value: JustSealed): void {
    this.justSealed.set(sealed, value);
    if (this.justSealed.size > JUST_SEALED_KEPT) this.justSealed.delete(this.justSealed.keys().next().value!);
  }

  /** Keeps what was learnt of a subject, forgetting the oldest past `keysKept`. */
  private remember(subjectId: string, key: KnownKey): void {
    // Map order is insertion order: the first entries are the oldest learnt.
    this.known.delete(subjectId);
    this.known.set(subjectId, key);
    if (this.known.size > this.keysKept) {
      this.known.delete(this.known.keys().next().value!);
      // A subject forgotten would read as one without a key.
      this.knowsEveryKey = false;
    }
  }

  private forgetDeleted(event: RecordedEvent): void {
    const { userId, acceptedInvitationIds } = event.data as { userId?: unknown; acceptedInvitationIds?: unknown };
    if (typeof userId !== 'string') return;
    this.remember(userId, { status: 'destroyed' });
    // The invitations they accepted are sealed under their own keys, destroyed with the person.
    if (Array.isArray(acceptedInvitationIds)) for (const invitationId of acceptedInvitationIds) if (typeof invitationId === 'string') this.remember(invitationId, { status: 'destroyed' });
    this.openedForSubscriptions = new WeakMap();
    this.justSealed = new Map();
  }
}

function hasSealedField(event: RecordedEvent): boolean {
  return isSealed((event.data as Record<string, unknown>)[SEALED_FIELDS]);
}
