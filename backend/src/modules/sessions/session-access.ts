import { ForbiddenError } from '../../../domain/shared/domain-error';
import { Session } from '../../../domain/sessions/session.decider';
import { SessionMessages } from '../../../domain/sessions/session.rules';
import { CommandPipeline } from '../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../graphql/graphql-errors';
import { sessionStream } from './session-stream';

/** A session as its stream stands now, with the stream's revision (what a stale-edit check names). */
export interface LoadedSession {
  session: Session;
  revision: number | 'no_stream';
}

/** The session folded from its stream (through the pipeline's one fold); NOT_FOUND when there is none. */
export async function requireSession(pipeline: CommandPipeline, sessionId: string): Promise<LoadedSession> {
  const { state, revision } = await pipeline.load(sessionStream.decider, sessionStream.streamIdOf(sessionId));
  if (state.status === 'none') throw new NotFoundError(SessionMessages.notFound);
  return { session: state, revision };
}

/** Whether the user takes part in the session now (someone who left a drop-in does not). */
export function isActiveParticipant(session: Session, userId: string | null): boolean {
  return session.participants.some((participant) => participant.userId === userId && participant.leftTime === null);
}

/** The session, when the actor takes part in it (FORBIDDEN otherwise): checked before anything else is done for them. */
export async function requireParticipant(pipeline: CommandPipeline, sessionId: string, actorId: string | null): Promise<LoadedSession> {
  const loaded = await requireSession(pipeline, sessionId);
  if (actorId !== null && !isActiveParticipant(loaded.session, actorId)) throw new ForbiddenError(SessionMessages.notParticipant);
  return loaded;
}

export function tutorOf(session: Pick<Session, 'participants'>): string {
  return session.participants.find((participant) => participant.userType === 'TUTOR')?.userId ?? '';
}
