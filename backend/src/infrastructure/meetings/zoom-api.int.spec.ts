import { createServer, IncomingMessage, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { EmbeddedMeetings } from './embedded-meetings';
import { describeMeetingsContract } from './meetings.contract';
import { MeetingProviderError, ZoomNotConnectedError, ZoomTokens, ZoomTokenVault } from '../../../platform/meetings/meetings.port';
import { ProviderMeetings } from './provider-meetings';
import { RoomLinks } from './room-links';
import { ZoomApi, ZoomSettings } from './zoom-api';

/** The vault in memory: the tests look at what the adapter saved. */
class MemoryVault implements ZoomTokenVault {
  readonly tokens = new Map<string, ZoomTokens>();
  async tokensFor(hostUserId: string) {
    return this.tokens.get(hostUserId) ?? null;
  }
  async save(hostUserId: string, tokens: ZoomTokens) {
    this.tokens.set(hostUserId, tokens);
  }
  async remove(hostUserId: string) {
    this.tokens.delete(hostUserId);
  }
}

const links = () => new RoomLinks('https://tutoring.example.com/', 'test-secret');
const providerMeetings = (settings: ZoomSettings, vault: ZoomTokenVault) => new ProviderMeetings(new EmbeddedMeetings(links()), new ZoomApi(settings, vault), null, vault);

const { ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_TEST_ACCESS_TOKEN } = process.env;

if (ZOOM_CLIENT_ID && ZOOM_CLIENT_SECRET && ZOOM_TEST_ACCESS_TOKEN) {
  // A host's access token (an hour's worth) from the app's OAuth flow: meetings are made, moved and deleted on that account.
  describeMeetingsContract('Zoom', async () => {
    const vault = new MemoryVault();
    return {
      meetings: providerMeetings({ clientId: ZOOM_CLIENT_ID, clientSecret: ZOOM_CLIENT_SECRET, redirectUri: process.env.ZOOM_REDIRECT_URI ?? 'http://localhost/account-settings/zoom' }, vault),
      connectZoomHost: async (hostUserId) =>
        vault.save(hostUserId, { accessToken: ZOOM_TEST_ACCESS_TOKEN, refreshToken: process.env.ZOOM_TEST_REFRESH_TOKEN ?? '', expiresAt: new Date(Date.now() + 50 * 60_000), scope: null }),
      validZoomCode: null,
      invalidZoomCode: 'not-a-zoom-authorization-code',
      cleanup: async () => undefined,
    };
  });
} else {
  process.stdout.write('skipped: no Zoom credentials (ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET, ZOOM_TEST_ACCESS_TOKEN)\n');
  describe('Meetings contract: Zoom', () => {
    it.skip('needs ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET and ZOOM_TEST_ACCESS_TOKEN', () => undefined);
  });
}

interface Received {
  method: string;
  url: string;
  authorization: string;
  contentType: string;
  body: string;
}

/**
 * A local stand-in for Zoom as its documented API answers: the OAuth token endpoint (code `good-code`,
 * rotating refresh tokens), `GET /v2/users/me`, and meetings created, patched (204) and deleted (204;
 * 404 with code 3001 when unknown). `next` answers the next API call instead, once.
 */
function fakeZoom() {
  const received: Received[] = [];
  const meetings = new Map<string, Record<string, unknown>>();
  const next: Array<{ status: number; body?: unknown }> = [];
  let issued = 0;
  let meetingIds = 85_000_000_000;
  const validAccess = new Set<string>();
  const validRefresh = new Set<string>();

  const bodyOf = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });
  const issue = () => {
    issued++;
    validAccess.add(`access-${issued}`);
    validRefresh.add(`refresh-${issued}`);
    return { access_token: `access-${issued}`, refresh_token: `refresh-${issued}`, expires_in: 3600, scope: 'meeting:write', token_type: 'bearer' };
  };

  const server: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const url = request.url ?? '';
    received.push({ method: request.method ?? '', url, authorization: request.headers.authorization ?? '', contentType: request.headers['content-type'] ?? '', body });
    const answer = (status: number, payload?: unknown) => {
      if (payload === undefined) response.writeHead(status).end();
      else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    };
    if (url === '/oauth/revoke') {
      const token = new URLSearchParams(body).get('token') ?? '';
      if (request.headers.authorization !== `Basic ${Buffer.from('client-id:client-secret').toString('base64')}` || !validAccess.delete(token)) return answer(400, { reason: 'Invalid token', error: 'invalid_request' });
      return answer(200, { status: 'success' });
    }
    if (url === '/oauth/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') === 'authorization_code' && form.get('code') === 'good-code') return answer(200, issue());
      if (form.get('grant_type') === 'refresh_token' && validRefresh.delete(form.get('refresh_token') ?? '')) return answer(200, issue());
      return answer(400, { reason: 'Invalid authorization code', error: 'invalid_request' });
    }
    const scripted = next.shift();
    if (scripted) return answer(scripted.status, scripted.body);
    if (!validAccess.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return answer(401, { code: 124, message: 'Invalid access token.' });
    if (request.method === 'GET' && url === '/v2/users/me') return answer(200, { id: 'zoom-user-1', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' });
    if (request.method === 'POST' && url === '/v2/users/me/meetings') {
      const id = String(++meetingIds);
      meetings.set(id, JSON.parse(body) as Record<string, unknown>);
      return answer(201, { id: Number(id), host_id: 'zoom-user-1', join_url: `https://zoom.example.com/j/${id}`, start_url: `https://zoom.example.com/s/${id}?zak=secret`, password: 'abc123' });
    }
    const meeting = /^\/v2\/meetings\/(\d+)$/.exec(url)?.[1];
    if (meeting && (request.method === 'PATCH' || request.method === 'DELETE')) {
      if (!meetings.has(meeting)) return answer(404, { code: 3001, message: `Meeting does not exist: ${meeting}.` });
      if (request.method === 'DELETE') meetings.delete(meeting);
      else meetings.set(meeting, { ...meetings.get(meeting), ...(JSON.parse(body) as Record<string, unknown>) });
      return answer(204);
    }
    return answer(404, { code: 404, message: 'Not found' });
  });

  return {
    server,
    received,
    meetings,
    next,
    /** Signs the host in as the OAuth flow would, with tokens good until `expiresAt`. */
    connect: async (vault: ZoomTokenVault, hostUserId: string, expiresAt = new Date(Date.now() + 3600_000)) => {
      const tokens = issue();
      await vault.save(hostUserId, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, expiresAt, scope: tokens.scope });
    },
    settings: (): ZoomSettings => {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      return { clientId: 'client-id', clientSecret: 'client-secret', redirectUri: 'https://tutoring.example.com/account-settings/zoom', oauthBaseUrl: base, apiBaseUrl: `${base}/v2` };
    },
  };
}

describe('Zoom adapter, against a local stand-in for the API', () => {
  const zoom = fakeZoom();
  let vault: MemoryVault;

  beforeAll(async () => new Promise<void>((resolve) => zoom.server.listen(0, '127.0.0.1', resolve)));
  afterAll(async () => new Promise<void>((resolve) => zoom.server.close(() => resolve())));
  beforeEach(() => {
    vault = new MemoryVault();
    zoom.received.length = 0;
    zoom.next.length = 0;
  });

  describeMeetingsContract('Zoom stand-in', async () => {
    const contractVault = new MemoryVault();
    return {
      meetings: providerMeetings(zoom.settings(), contractVault),
      connectZoomHost: (hostUserId) => zoom.connect(contractVault, hostUserId),
      validZoomCode: 'good-code',
      invalidZoomCode: 'bad-code',
      cleanup: async () => undefined,
    };
  });

  const request = { topic: 'Algebra II with Ada', startsAt: new Date('2030-03-05T18:30:00.000Z'), durationMinutes: 90, timeZoneId: 'America/New_York' };
  const created = async (api: ZoomApi) => (await api.createMeeting('tutor-1', { ...request, startsAt: new Date('2030-03-04T17:00:00.000Z'), durationMinutes: 60 })).meetingId;
  const apiCalls = () => zoom.received.filter((call) => call.url.startsWith('/v2/'));

  it('moves a meeting with PATCH /meetings/{id}: start_time in UTC, duration, timezone and topic, on the host’s token', async () => {
    await zoom.connect(vault, 'tutor-1');
    const api = new ZoomApi(zoom.settings(), vault);
    const meetingId = await created(api);
    zoom.received.length = 0;
    await api.rescheduleMeeting('tutor-1', meetingId, request);
    expect(zoom.received).toHaveLength(1);
    expect(zoom.received[0]).toMatchObject({ method: 'PATCH', url: `/v2/meetings/${meetingId}`, authorization: `Bearer ${(await vault.tokensFor('tutor-1'))!.accessToken}`, contentType: 'application/json' });
    expect(JSON.parse(zoom.received[0].body)).toEqual({ topic: 'Algebra II with Ada', start_time: '2030-03-05T18:30:00Z', duration: 90, timezone: 'America/New_York' });
    expect(zoom.meetings.get(meetingId)).toMatchObject({ type: 2, start_time: '2030-03-05T18:30:00Z', duration: 90 });
  });

  it('revokes the host’s token at Zoom and drops their tokens when they disconnect, and drops them still when Zoom refuses', async () => {
    await zoom.connect(vault, 'tutor-1');
    const meetings = providerMeetings(zoom.settings(), vault);
    const { accessToken } = (await vault.tokensFor('tutor-1'))!;
    await meetings.forgetZoomTokens('tutor-1');
    expect(zoom.received.map((call) => [call.method, call.url, call.body])).toEqual([['POST', '/oauth/revoke', `token=${accessToken}`]]);
    expect(await vault.tokensFor('tutor-1')).toBeNull();
    // The token is no longer good at Zoom either.
    await vault.save('tutor-1', { accessToken, refreshToken: 'none', expiresAt: new Date(Date.now() + 3600_000), scope: null });
    await expect(new ZoomApi(zoom.settings(), vault).createMeeting('tutor-1', request)).rejects.toThrow();
    // Revoking an already revoked token is refused by Zoom; the tokens are dropped all the same.
    await vault.save('tutor-1', { accessToken, refreshToken: 'none', expiresAt: new Date(Date.now() + 3600_000), scope: null });
    await meetings.forgetZoomTokens('tutor-1');
    expect(await vault.tokensFor('tutor-1')).toBeNull();
  });

  it('deletes a meeting with DELETE /meetings/{id}, and takes Zoom’s 404 (code 3001) for a meeting already gone', async () => {
    await zoom.connect(vault, 'tutor-1');
    const api = new ZoomApi(zoom.settings(), vault);
    const meetingId = await created(api);
    zoom.received.length = 0;
    await expect(api.deleteMeeting('tutor-1', meetingId)).resolves.toBe('deleted');
    await expect(api.deleteMeeting('tutor-1', meetingId)).resolves.toBe('already-gone');
    expect(zoom.received.map((call) => [call.method, call.url, call.body])).toEqual([
      ['DELETE', `/v2/meetings/${meetingId}`, ''],
      ['DELETE', `/v2/meetings/${meetingId}`, ''],
    ]);
    expect(zoom.meetings.has(meetingId)).toBe(false);
  });

  it('refreshes an expired token before moving or deleting, and keeps the rotated pair', async () => {
    await zoom.connect(vault, 'tutor-1');
    const api = new ZoomApi(zoom.settings(), vault);
    const meetingId = await created(api);
    const stale = (await vault.tokensFor('tutor-1'))!;
    await vault.save('tutor-1', { ...stale, expiresAt: new Date(Date.now() - 1000) });
    zoom.received.length = 0;
    await api.rescheduleMeeting('tutor-1', meetingId, request);
    const fresh = (await vault.tokensFor('tutor-1'))!;
    expect(fresh.refreshToken).not.toBe(stale.refreshToken);
    expect(zoom.received.map((call) => [call.method, call.url])).toEqual([
      ['POST', '/oauth/token'],
      ['PATCH', `/v2/meetings/${meetingId}`],
    ]);
    expect(zoom.received[1].authorization).toBe(`Bearer ${fresh.accessToken}`);
  });

  it('refreshes once and retries when Zoom answers 401 to a PATCH or a DELETE', async () => {
    await zoom.connect(vault, 'tutor-1');
    const api = new ZoomApi(zoom.settings(), vault);
    const meetingId = await created(api);
    zoom.received.length = 0;
    zoom.next.push({ status: 401, body: { code: 124, message: 'Invalid access token.' } });
    await api.rescheduleMeeting('tutor-1', meetingId, request);
    zoom.next.push({ status: 401, body: { code: 124, message: 'Invalid access token.' } });
    await expect(api.deleteMeeting('tutor-1', meetingId)).resolves.toBe('deleted');
    expect(zoom.received.map((call) => [call.method, call.url])).toEqual([
      ['PATCH', `/v2/meetings/${meetingId}`],
      ['POST', '/oauth/token'],
      ['PATCH', `/v2/meetings/${meetingId}`],
      ['DELETE', `/v2/meetings/${meetingId}`],
      ['POST', '/oauth/token'],
      ['DELETE', `/v2/meetings/${meetingId}`],
    ]);
  });

  it('turns a refused PATCH into a MeetingProviderError with Zoom’s status and code (404 on a meeting Zoom does not know)', async () => {
    await zoom.connect(vault, 'tutor-1');
    const api = new ZoomApi(zoom.settings(), vault);
    const moving = api.rescheduleMeeting('tutor-1', '85999999999', request);
    await expect(moving).rejects.toBeInstanceOf(MeetingProviderError);
    await expect(moving).rejects.toMatchObject({ provider: 'zoom', status: 404, providerCode: 3001 });
  });

  it('does not take a server error on DELETE for a deletion', async () => {
    await zoom.connect(vault, 'tutor-1');
    const api = new ZoomApi(zoom.settings(), vault);
    zoom.next.push({ status: 503, body: { code: 503, message: 'Service unavailable' } });
    await expect(api.deleteMeeting('tutor-1', '85000000001')).rejects.toMatchObject({ status: 503 });
  });

  it('asks a host who never connected Zoom to connect, without calling Zoom', async () => {
    const api = new ZoomApi(zoom.settings(), vault);
    await expect(api.rescheduleMeeting('tutor-2', '85000000001', request)).rejects.toBeInstanceOf(ZoomNotConnectedError);
    await expect(api.deleteMeeting('tutor-2', '85000000001')).rejects.toBeInstanceOf(ZoomNotConnectedError);
    expect(zoom.received).toHaveLength(0);
  });

  it('leaves a local room made while Zoom was off alone: only Zoom’s numeric meeting ids go to Zoom', async () => {
    await zoom.connect(vault, 'tutor-1');
    const meetings = providerMeetings(zoom.settings(), vault);
    await meetings.rescheduleMeeting({ solution: 'ZOOM', meetingId: 'Xy3_localRoomId-abcdef', hostUserId: 'tutor-1', ...request });
    await meetings.deleteMeeting({ solution: 'ZOOM', meetingId: 'Xy3_localRoomId-abcdef', hostUserId: 'tutor-1' });
    await meetings.deleteMeeting({ solution: 'LESSONSPACE', meetingId: '85000000001', hostUserId: 'tutor-1' });
    expect(apiCalls()).toHaveLength(0);
  });
});
