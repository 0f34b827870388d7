import { CredentialStore } from '../../../platform/credentials/credential-store.port';
import { ZoomTokens, ZoomTokenVault } from '../../../platform/meetings/meetings.port';

const key = (hostUserId: string) => `zoom-tokens:${hostUserId}`;

/** Each host's Zoom tokens in the credential store (`zoom-tokens:<userId>`), out of the event log. */
export class CredentialStoreZoomTokens implements ZoomTokenVault {
  constructor(private readonly credentials: CredentialStore) {}

  async tokensFor(hostUserId: string): Promise<ZoomTokens | null> {
    const value = await this.credentials.get(key(hostUserId));
    if (!value || typeof value.accessToken !== 'string' || typeof value.refreshToken !== 'string' || typeof value.expiresAt !== 'string') return null;
    return { accessToken: value.accessToken, refreshToken: value.refreshToken, expiresAt: new Date(value.expiresAt), scope: typeof value.scope === 'string' ? value.scope : null };
  }

  async save(hostUserId: string, tokens: ZoomTokens): Promise<void> {
    await this.credentials.put(key(hostUserId), { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt.toISOString(), scope: tokens.scope });
  }

  async remove(hostUserId: string): Promise<void> {
    await this.credentials.delete(key(hostUserId));
  }
}
