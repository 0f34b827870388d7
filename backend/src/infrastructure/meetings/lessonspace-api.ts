import { MeetingProviderError, RoomUser } from '../../../platform/meetings/meetings.port';
import { readJson } from './read-json';

export interface LessonspaceSettings {
  apiKey: string;
  /** Lessonspace's API root (`https://api.thelessonspace.com/v2`); tests point it at a local server. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

export interface LessonspaceLaunch {
  /** The space's id on our side; launching the same id again opens the same space. */
  spaceId: string;
  spaceName: string;
  user: RoomUser;
}

export interface LessonspaceEntry {
  clientUrl: string;
  roomId: string | null;
  sessionId: string | null;
}

/**
 * Lessonspace's REST API over fetch: `POST /v2/spaces/launch/` with `Authorization: Organisation <key>`
 * and the space id, name and the user (tutors and admins lead), which creates the space on first
 * use and answers with the user's own `client_url`.
 */
export class LessonspaceApi {
  private readonly base: string;

  constructor(private readonly settings: LessonspaceSettings) {
    this.base = (settings.apiBaseUrl ?? 'https://api.thelessonspace.com/v2').replace(/\/$/, '');
  }

  async launch(launch: LessonspaceLaunch): Promise<LessonspaceEntry> {
    const body = {
      id: launch.spaceId,
      name: launch.spaceName.slice(0, 200),
      user: { id: launch.user.id, name: launch.user.name, leader: launch.user.role !== 'STUDENT' },
    };
    let response: Response;
    try {
      response = await fetch(`${this.base}/spaces/launch/`, {
        method: 'POST',
        headers: { authorization: `Organisation ${this.settings.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new MeetingProviderError(`Lessonspace could not be reached: ${(error as Error).message}`, 'lessonspace');
    }
    const answer = (await readJson(response)) as { client_url?: string; room_id?: string; session_id?: string; detail?: string };
    if (!response.ok || !answer.client_url) {
      throw new MeetingProviderError(`Lessonspace refused to launch the space (HTTP ${response.status}): ${answer.detail ?? response.statusText}`, 'lessonspace', response.status);
    }
    return { clientUrl: answer.client_url, roomId: answer.room_id ?? null, sessionId: answer.session_id ?? null };
  }
}
