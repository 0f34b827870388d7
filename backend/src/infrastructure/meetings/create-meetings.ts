import { createHmac } from 'node:crypto';
import { EmbeddedMeetings } from './embedded-meetings';
import { LessonspaceApi, LessonspaceSettings } from './lessonspace-api';
import { Meetings, ZoomTokenVault } from '../../../platform/meetings/meetings.port';
import { ProviderMeetings } from './provider-meetings';
import { RoomLinks } from './room-links';
import { ZoomApi, ZoomSettings } from './zoom-api';

export interface MeetingsSettings {
  publicUrl: string;
  /** The server's secret (AUTH_SECRET); room links are signed with a key derived from it. */
  secret: string;
  zoom: ZoomSettings | null;
  lessonspace: LessonspaceSettings | null;
}

/**
 * ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET (ZOOM_REDIRECT_URI, default `<PUBLIC_URL>/account-settings/zoom`)
 * turn on Zoom; LESSONSPACE_API_KEY turns on Lessonspace. Unset: local rooms.
 */
export function meetingsSettingsFromEnv(env: NodeJS.ProcessEnv, publicUrl: string, secret: string): MeetingsSettings {
  const base = publicUrl.replace(/\/$/, '');
  return {
    publicUrl: base,
    secret,
    zoom:
      env.ZOOM_CLIENT_ID && env.ZOOM_CLIENT_SECRET
        ? { clientId: env.ZOOM_CLIENT_ID, clientSecret: env.ZOOM_CLIENT_SECRET, redirectUri: env.ZOOM_REDIRECT_URI || `${base}/account-settings/zoom` }
        : null,
    lessonspace: env.LESSONSPACE_API_KEY ? { apiKey: env.LESSONSPACE_API_KEY } : null,
  };
}

export function roomLinks(settings: Pick<MeetingsSettings, 'publicUrl' | 'secret'>): RoomLinks {
  return new RoomLinks(settings.publicUrl, createHmac('sha256', settings.secret).update('meetings:room-links').digest());
}

/** The embedded adapter when no provider is configured, else the provider adapter (local rooms for the provider left out). */
export function createMeetings(settings: MeetingsSettings, vault: ZoomTokenVault, now: () => Date = () => new Date()): Meetings {
  const embedded = new EmbeddedMeetings(roomLinks(settings), now);
  if (!settings.zoom && !settings.lessonspace) return embedded;
  return new ProviderMeetings(embedded, settings.zoom ? new ZoomApi(settings.zoom, vault, now) : null, settings.lessonspace ? new LessonspaceApi(settings.lessonspace) : null, vault);
}
