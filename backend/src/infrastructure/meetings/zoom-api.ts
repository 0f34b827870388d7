import { readJson } from './read-json';
import { MeetingProviderError, MeetingRequestError, ZoomAccount, ZoomNotConnectedError, ZoomTokens, ZoomTokenVault } from '../../../platform/meetings/meetings.port';

export interface ZoomSettings {
  clientId: string;
  clientSecret: string;
  /** The redirect URI registered on the Zoom app and used on the authorize step; Zoom checks that they match. */
  redirectUri: string;
  /** Zoom's OAuth root (`https://zoom.us`); tests point it at a local server. */
  oauthBaseUrl?: string;
  /** Zoom's REST root (`https://api.zoom.us/v2`); tests point it at a local server. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

export interface ZoomMeetingRequest {
  topic: string;
  startsAt: Date;
  durationMinutes: number;
  timeZoneId?: string;
}

export interface ZoomMeeting {
  meetingId: string;
  hostId: string;
  joinUrl: string;
  startUrl: string;
  password: string | null;
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  scope?: string;
  reason?: string;
  error?: string;
  error_description?: string;
}

/** Tokens are refreshed this long before Zoom says they expire. */
const EXPIRY_MARGIN_MS = 60_000;

/** Zoom's error code for a meeting id it does not know. */
const MEETING_DOES_NOT_EXIST = 3001;

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The time fields Zoom takes on creation and on update: start_time in UTC (`yyyy-MM-ddTHH:mm:ssZ`), the zone for the invitation. */
function meetingTimes(request: ZoomMeetingRequest) {
  return {
    topic: request.topic.slice(0, 200),
    start_time: request.startsAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    duration: request.durationMinutes,
    timezone: request.timeZoneId ?? 'UTC',
  };
}

const meetingPath = (meetingId: string) => `/meetings/${encodeURIComponent(meetingId)}`;

/**
 * Zoom's REST API over fetch, for the user-managed OAuth app: the authorization code exchanged at
 * `POST https://zoom.us/oauth/token` (basic auth with the client id and secret, form-encoded
 * grant_type, code, redirect_uri), the account read from `GET /v2/users/me`, meetings created with
 * `POST /v2/users/me/meetings` on the host's token (type 2, scheduled), moved with
 * `PATCH /v2/meetings/{id}` and deleted with `DELETE /v2/meetings/{id}`. Expired tokens are refreshed
 * with grant_type=refresh_token (Zoom rotates the refresh token, so the new pair is saved), and a
 * 401 refreshes once and retries. Disconnecting revokes the host's token at `POST /oauth/revoke`.
 */
export class ZoomApi {
  private readonly oauthBase: string;
  private readonly apiBase: string;

  constructor(
    private readonly settings: ZoomSettings,
    private readonly vault: ZoomTokenVault,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.oauthBase = (settings.oauthBaseUrl ?? 'https://zoom.us').replace(/\/$/, '');
    this.apiBase = (settings.apiBaseUrl ?? 'https://api.zoom.us/v2').replace(/\/$/, '');
  }

  async exchangeAuthCode(authCode: string): Promise<ZoomAccount> {
    const code = authCode.trim();
    if (!code) throw new MeetingRequestError('The Zoom authorization code is missing', 'INVALID_AUTH_CODE');
    const tokens = await this.token(new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: this.settings.redirectUri }));
    const me = (await this.api('GET', '/users/me', tokens.accessToken)).body as { id?: string; email?: string; first_name?: string; last_name?: string };
    if (!me.id) throw new MeetingProviderError('Zoom answered /users/me without an id', 'zoom');
    return { zoomUserId: me.id, email: me.email ?? '', firstName: me.first_name ?? '', lastName: me.last_name ?? '', tokens };
  }

  /** Revokes the host's access at Zoom (`POST /oauth/revoke`, basic auth, form `token`), so the app holds nothing of theirs. */
  async revoke(hostUserId: string): Promise<void> {
    const tokens = await this.vault.tokensFor(hostUserId);
    if (!tokens) return;
    const response = await this.fetch(`${this.oauthBase}/oauth/revoke`, {
      method: 'POST',
      headers: { authorization: this.basicAuth(), 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ token: tokens.accessToken }),
    });
    if (!response.ok) {
      const answer = (await readJson(response)) as TokenAnswer;
      throw new MeetingProviderError(`Zoom refused to revoke the token (HTTP ${response.status}): ${answer.reason ?? answer.error ?? response.statusText}`, 'zoom', response.status, answer.error ?? null);
    }
  }

  async createMeeting(hostUserId: string, request: ZoomMeetingRequest): Promise<ZoomMeeting> {
    const body = { ...meetingTimes(request), type: 2, settings: { join_before_host: true, waiting_room: false } };
    const answer = await this.asHost(hostUserId, 'POST', '/users/me/meetings', body);
    const meeting = answer.body as { id?: number | string; host_id?: string; join_url?: string; start_url?: string; password?: string };
    if (meeting.id === undefined || !meeting.join_url) throw new MeetingProviderError('Zoom answered without a meeting id or join url', 'zoom', answer.status);
    return { meetingId: String(meeting.id), hostId: meeting.host_id ?? '', joinUrl: meeting.join_url, startUrl: meeting.start_url ?? meeting.join_url, password: meeting.password ?? null };
  }

  /** `PATCH /meetings/{meetingId}` with the new topic, start_time, duration and timezone (Zoom answers 204). */
  async rescheduleMeeting(hostUserId: string, meetingId: string, request: ZoomMeetingRequest): Promise<void> {
    await this.asHost(hostUserId, 'PATCH', meetingPath(meetingId), meetingTimes(request));
  }

  /** `DELETE /meetings/{meetingId}`; a meeting Zoom does not know (404, code 3001) is already gone, which is what was asked. */
  async deleteMeeting(hostUserId: string, meetingId: string): Promise<'deleted' | 'already-gone'> {
    try {
      await this.asHost(hostUserId, 'DELETE', meetingPath(meetingId));
      return 'deleted';
    } catch (error) {
      if (error instanceof MeetingProviderError && (error.status === 404 || error.providerCode === MEETING_DOES_NOT_EXIST)) return 'already-gone';
      throw error;
    }
  }

  /** A call on the host's token: refreshed first when about to expire, and once more on a 401. */
  private async asHost(hostUserId: string, method: HttpMethod, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    const tokens = await this.validTokens(hostUserId);
    const answer = await this.api(method, path, tokens.accessToken, body, true);
    if (answer.status !== 401) return answer;
    const fresh = await this.refresh(hostUserId, tokens);
    return this.api(method, path, fresh.accessToken, body);
  }

  private async validTokens(hostUserId: string): Promise<ZoomTokens> {
    const tokens = await this.vault.tokensFor(hostUserId);
    if (!tokens) throw new ZoomNotConnectedError(hostUserId);
    if (tokens.expiresAt.getTime() - EXPIRY_MARGIN_MS > this.now().getTime()) return tokens;
    return this.refresh(hostUserId, tokens);
  }

  private async refresh(hostUserId: string, tokens: ZoomTokens): Promise<ZoomTokens> {
    let fresh: ZoomTokens;
    try {
      fresh = await this.token(new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }));
    } catch (error) {
      // A refused refresh token means the host revoked the app or the token is stale: they connect again.
      if (error instanceof MeetingProviderError && error.status !== null && error.status >= 400 && error.status < 500) {
        await this.vault.remove(hostUserId);
        throw new ZoomNotConnectedError(hostUserId);
      }
      throw error;
    }
    await this.vault.save(hostUserId, fresh);
    return fresh;
  }

  private basicAuth(): string {
    return `Basic ${Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64')}`;
  }

  private async token(form: URLSearchParams): Promise<ZoomTokens> {
    const response = await this.fetch(`${this.oauthBase}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: this.basicAuth(),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: form,
    });
    const answer = (await readJson(response)) as TokenAnswer;
    if (!response.ok || !answer.access_token || !answer.refresh_token) {
      const reason = answer.reason ?? answer.error_description ?? answer.error ?? response.statusText;
      throw new MeetingProviderError(`Zoom refused the token request (HTTP ${response.status}): ${reason}`, 'zoom', response.status, answer.error ?? null);
    }
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: new Date(this.now().getTime() + (answer.expires_in ?? 3600) * 1000),
      scope: answer.scope ?? null,
    };
  }

  private async api(method: HttpMethod, path: string, accessToken: string, body?: unknown, allowUnauthorized = false): Promise<{ status: number; body: unknown }> {
    const response = await this.fetch(`${this.apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await readJson(response);
    if (response.ok || (allowUnauthorized && response.status === 401)) return { status: response.status, body: answer };
    const error = answer as { code?: number; message?: string };
    throw new MeetingProviderError(`Zoom refused ${method} ${path} (HTTP ${response.status}): ${error.message ?? response.statusText}`, 'zoom', response.status, error.code ?? null);
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new MeetingProviderError(`Zoom could not be reached: ${(error as Error).message}`, 'zoom');
    }
  }
}
