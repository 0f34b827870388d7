import { Inject, Injectable } from '@nestjs/common';
import { ConversationCommand } from '../../../domain/conversations/conversation.commands';
import { conversationDecider, ConversationState } from '../../../domain/conversations/conversation.decider';
import { ConversationEvent, conversationStreamId } from '../../../domain/conversations/conversation.events';
import { UploadedFile } from '../../../domain/files/uploaded-file';
import { CommandRuntime } from '../../event-sourcing/command-runtime';
import { CommandContext, CommandOutcome, toNewEvents } from '../../event-sourcing/handle-command';
import { EVENT_STORE, EventStore, WrongExpectedVersion } from '../../../platform/eventstore/event-store.port';
import { GraphqlContext } from '../accounts/auth/graphql-context';
import { CONVERSATION_READ_MODELS } from './conversation-read-models';
import { conversationIdFor, requestMessageIds } from './conversation-ids';

export interface StartForRequestInput {
  clientId: string;
  tutorId: string;
  requestId: string;
  firstMessage: string;
  files: UploadedFile[];
  at: Date;
}

export interface ConversationRunOptions {
  /** Wait for the conversation read models to show the events (default). Bulk writers wait once at the end. */
  awaitReadModels?: boolean;
}

/** Two writers on one conversation at once (both participants typing): the loser decides again on the new state. */
const MAX_ATTEMPTS = 5;
const MAX_CACHED_STATES = 10_000;

/**
 * Commands on one stream, one after another within this process: concurrent sends to a busy
 * conversation then never conflict here (other processes still can; the retry covers those).
 */
class StreamQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(streamId, tail);
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return result;
  }
}

/**
 * The one way into a conversation (stream `conversation-<id>`), for the GraphQL mutations and for
 * the request and pair flows: `startForRequest` when a client sends a request to a tutor,
 * `linkPair` when the tutor accepts it.
 */
@Injectable()
export class ConversationCommands {
  private readonly queue = new StreamQueue();
  /**
   * The folded state of recently used conversations with the revision it reflects, so a command
   * reads only the events after it (a busy conversation's stream is long; folding all of it per
   * message made sending slower the longer people talked). Events appended by other processes are
   * read like any others. Least recently used entries go first.
   */
  private readonly states = new Map<string, { state: ConversationState; revision: number }>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runtime: CommandRuntime,
  ) {}

  contextOf(request: Pick<GraphqlContext, 'correlationId' | 'requestId'>, actorId: string | null): CommandContext {
    return this.runtime.contextOf(request, actorId);
  }

  static conversationIdFor(userA: string, userB: string): string {
    return conversationIdFor(userA, userB);
  }

  /**
   * ConversationStarted when the couple has no conversation yet, TutoringRequestLinked, and the
   * REQUEST message with the first message plus one ATTACHMENT message per file; all in one append,
   * and nothing at all when the request is already linked (ids derive from the request id).
   */
  async startForRequest(input: StartForRequestInput, context: CommandContext, options?: ConversationRunOptions): Promise<{ conversationId: string }> {
    const { clientId, tutorId, requestId, firstMessage, files } = input;
    const conversationId = conversationIdFor(clientId, tutorId);
    const messageIds = requestMessageIds(requestId, files.length);
    await this.run(
      conversationId,
      { type: 'LinkTutoringRequest', data: { conversationId, clientId, tutorId, requestId, firstMessage, files, messageIds } },
      { ...context, now: input.at },
      options,
    );
    return { conversationId };
  }

  /** PairLinked once per pair; a repeated link records nothing. */
  async linkPair(input: { conversationId: string; pairId: string }, context: CommandContext, options?: ConversationRunOptions): Promise<void> {
    await this.run(input.conversationId, { type: 'LinkPair', data: { pairId: input.pairId } }, context, options);
  }

  async run(
    conversationId: string,
    command: Omit<ConversationCommand, 'metadata'>,
    context: CommandContext,
    { awaitReadModels = true }: ConversationRunOptions = {},
  ): Promise<CommandOutcome<ConversationEvent>> {
    const streamId = conversationStreamId(conversationId);
    const outcome = await this.queue.run(streamId, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.decideAndAppend(streamId, command, context);
        } catch (error) {
          if (!(error instanceof WrongExpectedVersion) || attempt >= MAX_ATTEMPTS) throw error;
        }
      }
    });
    // Outside the queue: the next command on the stream need not wait for this one's read models.
    if (awaitReadModels) await this.runtime.awaitReadModels(outcome.position, CONVERSATION_READ_MODELS);
    return outcome;
  }

  /** handleCommand's read, decide, append, starting from the cached state when there is one. */
  private async decideAndAppend(streamId: string, command: Omit<ConversationCommand, 'metadata'>, context: CommandContext): Promise<CommandOutcome<ConversationEvent>> {
    const cached = this.states.get(streamId);
    const recorded = await this.eventStore.readStream(streamId, cached ? { fromRevision: cached.revision + 1 } : undefined);
    let state = cached?.state ?? conversationDecider.initialState();
    for (const event of recorded) state = conversationDecider.evolve(state, { type: event.type, data: event.data } as ConversationEvent);
    const revision = recorded.length > 0 ? recorded[recorded.length - 1].revision : (cached?.revision ?? -1);
    this.states.delete(streamId);
    if (revision >= 0) this.states.set(streamId, { state, revision });
    if (this.states.size > MAX_CACHED_STATES) this.states.delete(this.states.keys().next().value as string);
    const events = conversationDecider.decide({ ...command, metadata: { now: context.now, actorId: context.actorId } } as ConversationCommand, state);
    if (events.length === 0) return { events, position: 0, nextExpectedRevision: revision < 0 ? 'no_stream' : revision };
    const result = await this.eventStore.append(streamId, toNewEvents(events, context, streamId), { expectedRevision: revision < 0 ? 'no_stream' : revision });
    return { events, position: result.position, nextExpectedRevision: result.nextExpectedRevision };
  }

  /** The conversation folded straight from its stream. */
  async load(conversationId: string): Promise<ConversationState> {
    const events = await this.eventStore.readStream(conversationStreamId(conversationId));
    return events
      .map((event) => ({ type: event.type, data: event.data }) as ConversationEvent)
      .reduce(conversationDecider.evolve, conversationDecider.initialState());
  }
}
