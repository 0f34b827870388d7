import { randomUUID } from 'node:crypto';
import { MeetingSolution, sessionStreamId } from '../domain/sessions/session.events';
import { sessionDecider } from '../domain/sessions/session.decider';
import { CommandPipeline } from '../src/event-sourcing/command-pipeline';
import { EventStore } from '../platform/eventstore/event-store.port';

const QUARTER_MS = 15 * 60_000;

export interface EndedSession {
  tutorId: string;
  clientId: string;
  subject?: string;
  tutorRateCents?: number;
  clientRateCents?: number;
  /** Further paying clients, each at its own rate (clientRateCents unless given): the session is then a GROUP session. */
  moreClients?: Array<{ clientId: string; clientRateCents?: number }>;
  meeting?: MeetingSolution;
  timeZoneId?: string;
  /** The pair it belongs to; none unless given. */
  pairId?: string | null;
  /** How long after `now` it is due for processing; 0 (due at once) unless given. */
  dueInMs?: number;
  now?: Date;
}

/**
 * A one-on-one hour (a group hour with `moreClients`) that ended at the last quarter hour, scheduled through the session decider the
 * way createSession does, due for processing `dueInMs` from now: what payout tests and benchmarks start from.
 */
export async function scheduleEndedSession(eventStore: EventStore, session: EndedSession): Promise<string> {
  const { tutorId, clientId, subject = 'Algebra 1', tutorRateCents = 3000, clientRateCents = 4000, moreClients = [], timeZoneId = 'America/Chicago', dueInMs = 0, now = new Date() } = session;
  const sessionId = randomUUID();
  const end = Math.floor(now.getTime() / QUARTER_MS) * QUARTER_MS;
  const pipeline = new CommandPipeline(eventStore, { now: () => now }, { waitForPosition: async () => true }, 0);
  await pipeline.run(
    sessionDecider,
    sessionStreamId(sessionId),
    {
      type: 'ScheduleSession',
      data: {
        sessionId,
        pairId: session.pairId ?? null,
        sessionType: moreClients.length > 0 ? 'GROUP' : 'ONE_ON_ONE',
        timeZoneId,
        form: { subject, startTime: new Date(end - 4 * QUARTER_MS).toISOString(), endTime: new Date(end).toISOString(), meeting: session.meeting ?? { solution: 'ZOOM', joinUrl: null, meetingId: null } },
        participants: [
          { userId: tutorId, userType: 'TUTOR', hourlyRateCents: tutorRateCents },
          { userId: clientId, userType: 'STUDENT', hourlyRateCents: clientRateCents },
          ...moreClients.map((more) => ({ userId: more.clientId, userType: 'STUDENT' as const, hourlyRateCents: more.clientRateCents ?? clientRateCents })),
        ],
        processingDelayMs: Math.max(0, now.getTime() + dueInMs - end),
      },
    },
    { correlationId: randomUUID(), causationId: randomUUID(), actorId: tutorId, now },
  );
  return sessionId;
}
