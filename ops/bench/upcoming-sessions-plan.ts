import { randomBytes, randomUUID } from 'node:crypto';
import { SessionCommand } from '../../backend/domain/sessions/session.commands';
import { sessionDecider } from '../../backend/domain/sessions/session.decider';
import { sessionStreamId } from '../../backend/domain/sessions/session.events';
import { NewEvent } from '../../backend/platform/eventstore/event-store.port';
import type { StreamAppend } from '../../backend/src/infrastructure/eventstore/sqlite-event-store';
import { Prng } from '../seed/prng';
import { SeedStep } from '../seed/seed-generator';
import { SeedPlanner } from '../seed/seed-plan';
import { indexedUserId, metadataFor, userSignedUp } from './support';

/**
 * What the upcoming-sessions benchmark writes into its log, decided by the session decider: the
 * tutors' and clients' sign-ups, then the sessions, in batches of streams for one transaction each.
 * Apart from the benchmark's module (which loads the HTTP load generator), so its seed worker loads
 * only the domain.
 */

export const TUTORS = 2_000;
export const CLIENTS_PER_TUTOR = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions start between this long ago and the 3-month horizon, so about a fifth are upcoming. */
const PAST_DAYS = 330;
const AHEAD_DAYS = 89;

export const tutorIdOf = (tutor: number) => indexedUserId(1 + tutor);
export const clientIdOf = (tutor: number, client: number) => indexedUserId(1 + TUTORS + tutor * CLIENTS_PER_TUTOR + client);

function signUp(userId: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT'): NewEvent {
  const event = userSignedUp(userId, metadataFor(null));
  return { ...event, data: { ...(event.data as Record<string, unknown>), email: `${userId}@example.com`, profileTypes: [profileType] } };
}

/** Decides bench streams in memory as the seed does (one place for the decide-and-evolve of a loader), ids derived from the stream. */
const planner = new SeedPlanner('bench:upcoming-sessions', randomBytes(32).toString('base64url'));

/** One session's events as the product records them: scheduled a week before its start, ended once its end has passed. */
export function sessionEvents(sessionId: string, tutorId: string, clientId: string, start: Date, minutes: number, now: Date): NewEvent[] {
  const scheduledAt = new Date(Math.min(now.getTime(), start.getTime() - 7 * DAY_MS));
  const steps: Array<SeedStep<Omit<SessionCommand, 'metadata'>>> = [
    {
      command: {
        type: 'ScheduleSession',
        data: {
          sessionId,
          pairId: randomUUID(),
          sessionType: 'ONE_ON_ONE',
          timeZoneId: 'America/Chicago',
          form: { subject: 'Algebra 1', gradeLevel: 'High School', startTime: start.toISOString(), endTime: new Date(start.getTime() + minutes * 60_000).toISOString(), meeting: { solution: 'CUSTOM_URL', joinUrl: 'https://meet.example.com/algebra' } },
          participants: [
            { userId: tutorId, userType: 'TUTOR', hourlyRateCents: 3500 },
            { userId: clientId, userType: 'STUDENT', hourlyRateCents: 3500 },
          ],
        },
      },
      at: scheduledAt,
      actorId: tutorId,
    },
  ];
  const end = start.getTime() + minutes * 60_000;
  if (end < now.getTime()) steps.push({ command: { type: 'CompleteSession', data: {} }, at: new Date(end + 60_000), actorId: null });
  return planner.stream(sessionStreamId(sessionId), sessionDecider, steps).events;
}

/** Every tutor's and client's sign-up, one stream each. */
export function signUpAppends(): StreamAppend[] {
  const appends: StreamAppend[] = [];
  for (let tutor = 0; tutor < TUTORS; tutor++) {
    appends.push({ streamId: `user-${tutorIdOf(tutor)}`, events: [signUp(tutorIdOf(tutor), 'TUTOR')], expectedRevision: 'no_stream' });
    for (let client = 0; client < CLIENTS_PER_TUTOR; client++) {
      appends.push({ streamId: `user-${clientIdOf(tutor, client)}`, events: [signUp(clientIdOf(tutor, client), 'STUDENT_OR_PARENT')], expectedRevision: 'no_stream' });
    }
  }
  return appends;
}

/** `sessions` sessions of random tutors and their clients, `perBatch` streams a batch; `share` names the random sequence. */
export function* sessionAppendBatches(share: number, sessions: number, perBatch: number, now: Date): Generator<StreamAppend[]> {
  const random = Prng.for(42, 'bench', 'upcoming-sessions', share);
  let batch: StreamAppend[] = [];
  for (let session = 0; session < sessions; session++) {
    const tutor = random.int(0, TUTORS - 1);
    const day = random.int(-PAST_DAYS, AHEAD_DAYS);
    // On the quarter hour between 8 am and 8 pm UTC, 30 to 120 minutes long.
    const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + day * DAY_MS + (8 * 60 + 15 * random.int(0, 47)) * 60_000);
    const sessionId = randomUUID();
    const events = sessionEvents(sessionId, tutorIdOf(tutor), clientIdOf(tutor, random.int(0, CLIENTS_PER_TUTOR - 1)), start, 30 * random.int(1, 4), now);
    batch.push({ streamId: sessionStreamId(sessionId), events, expectedRevision: 'no_stream' });
    if (batch.length === perBatch) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
