import { randomUUID } from 'node:crypto';
import { deterministicUuid } from '../../../platform/ids/deterministic-uuid';

/** One conversation per client-tutor couple, whoever starts it: the id derives from both user ids, sorted. */
export function conversationIdFor(userA: string, userB: string): string {
  return deterministicUuid(`conversation:${[userA, userB].sort().join(':')}`);
}

/** With an idempotency key a retried send names the same message, which the conversation records once. */
export function messageIdFor(senderId: string, idempotencyKey: string | null | undefined): string {
  return idempotencyKey ? deterministicUuid(`message:${senderId}:${idempotencyKey}`) : randomUUID();
}

/**
 * The messages a tutoring request posts into its conversation, named after the event that set the
 * workflow going (a redelivered event names the same messages): the REQUEST message (index 0),
 * then one ATTACHMENT message per file.
 */
export function requestMessageIds(causeEventId: string, fileCount: number): string[] {
  return Array.from({ length: fileCount + 1 }, (_, index) => deterministicUuid(`message:request-sent:${causeEventId}:${index}`));
}
