import { SessionParticipant } from '../../../domain/sessions/session.events';
import { SessionDocument, findSessions } from '../../../projections/sessions/sessions.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { findUserById } from '../../../projections/users/users.projection';
import { TutorSessionBriefModel } from './payment.models';

/** The first and last names of a session's clients, joined; an account that is gone is left out. */
export async function clientNamesOf(readModels: ReadModels, participants: readonly Pick<SessionParticipant, 'userId' | 'userType'>[]): Promise<string> {
  const clients = await Promise.all(participants.filter((participant) => participant.userType === 'STUDENT').map((participant) => findUserById(readModels, participant.userId)));
  return clients.flatMap((client) => (client ? [`${client.profile.firstName} ${client.profile.lastName}`.trim()] : [])).join(', ');
}

/** The sessions as their tutor recognises them (subject, times, the clients' names), by session id. */
export async function tutorSessionBriefs(readModels: ReadModels, sessions: readonly SessionDocument[]): Promise<Map<string, TutorSessionBriefModel>> {
  return new Map(
    await Promise.all(
      sessions.map(
        async (session) =>
          [
            session._id,
            { sessionId: session._id, subject: session.subject, startTime: session.startTime, endTime: session.endTime, clientName: await clientNamesOf(readModels, session.participants) },
          ] as const,
      ),
    ),
  );
}

/** tutorSessionBriefs for session ids. */
export async function tutorSessionBriefsOf(readModels: ReadModels, sessionIds: readonly string[]): Promise<Map<string, TutorSessionBriefModel>> {
  return tutorSessionBriefs(readModels, sessionIds.length === 0 ? [] : await findSessions(readModels, sessionIds));
}
