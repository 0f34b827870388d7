import { SessionStatus } from '../../../domain/sessions/session.rules';
import { participantKey, SessionRole } from '../../../projections/sessions/sessions.projection';
import { Viewer } from '../accounts/auth/graphql-context';

/** Page size of session lists (spec section 9: exhausted when fewer than 10 come back). */
export const SESSIONS_PAGE_SIZE = 10;
/** Ended sessions: completed lists and summaries show these. */
export const ENDED_STATUSES: readonly SessionStatus[] = ['RECENTLY_COMPLETED', 'COMPLETED', 'ERROR'];
/** Not yet processed: what getPendingSessionCount counts. */
export const PENDING_STATUSES: readonly SessionStatus[] = ['UPCOMING', 'RECENTLY_COMPLETED'];
export const SESSION_ROLES: readonly SessionRole[] = ['TUTOR', 'STUDENT'];
export const DAY_MS = 24 * 60 * 60 * 1000;

export const SessionQueryMessages = {
  month: 'Please choose a month from 1 to 12 and a year.',
  dates: 'Please give the dates as YYYY-MM-DD, at most 31 of them.',
  dateRegex: 'Please give a valid date pattern.',
} as const;

/** The participant keys of a user's sessions in these roles and statuses (the sessions read model's per-viewer lists). */
export const keysOf = (userId: string, roles: readonly SessionRole[], statuses: readonly SessionStatus[]) =>
  roles.flatMap((role) => statuses.map((status) => participantKey(userId, role, status)));
export const isAdmin = (viewer: Viewer) => viewer.user.profile.profileTypes.includes('ADMIN');
export const roleOf = (isTutorContext: boolean): SessionRole => (isTutorContext ? 'TUTOR' : 'STUDENT');
