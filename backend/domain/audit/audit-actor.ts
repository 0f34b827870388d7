import { EventMetadata } from '../../platform/eventstore/event-store.port';

/** Who caused an event, as the audit trail shows it. */
export type AuditActorRole = 'CLIENT' | 'TUTOR' | 'ADMIN' | 'VISITOR' | 'SYSTEM_JOB' | 'REACTION' | 'SYSTEM';

/** The account behind an actor, as the users read model holds it now. */
export interface ActorAccount {
  profileTypes: readonly string[];
  deleted: boolean;
}

/**
 * The actor's role: a job or the system acts on its own; a reaction acts on behalf of the user whose
 * event caused it (the actor it keeps); a request's user is an admin, a tutor or else a client, by
 * the account's profile types now (an unknown account reads as a client); a request without a user
 * is a visitor's (a public form, a sign-up).
 */
export function auditActorRole(metadata: Pick<EventMetadata, 'actorId' | 'via'>, account: ActorAccount | null): AuditActorRole {
  if (metadata.via === 'job') return 'SYSTEM_JOB';
  if (metadata.via === 'reaction') return 'REACTION';
  if (metadata.via === 'system') return 'SYSTEM';
  if (metadata.actorId === null) return 'VISITOR';
  if (account?.profileTypes.includes('ADMIN')) return 'ADMIN';
  if (account?.profileTypes.includes('TUTOR')) return 'TUTOR';
  return 'CLIENT';
}
