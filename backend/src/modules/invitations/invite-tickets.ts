import { Inject, Injectable } from '@nestjs/common';
import { CREDENTIAL_STORE, CredentialStore } from '../../../platform/credentials/credential-store.port';
import { inviteTicketKey, newEmailedToken } from '../accounts/auth/credential-keys';

/** What an invite link's ticket stands for: the invitation, and which send of it (only the last one works). */
export interface InviteTicket {
  invitationId: string;
  sendNumber: number;
}

/**
 * The tickets of invite links (/su/h/{ticketId}). A ticket is a secret that signs its holder up: it
 * goes only into the e-mail, and the CredentialStore keeps its hash with an expiry, as for the other
 * e-mailed links. Whether it was used, replaced or expired is the invitation's stream's to decide.
 */
@Injectable()
export class InviteTickets {
  constructor(@Inject(CREDENTIAL_STORE) private readonly credentials: CredentialStore) {}

  async issue(ticket: InviteTicket, expiresAt: Date): Promise<string> {
    const token = newEmailedToken();
    await this.credentials.put(inviteTicketKey(token), { invitationId: ticket.invitationId, sendNumber: ticket.sendNumber }, { expiresAt });
    return token;
  }

  /** Null for a ticket never issued, expired or spent; also for text that is no ticket at all. */
  async find(token: string): Promise<InviteTicket | null> {
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
    const value = await this.credentials.get(inviteTicketKey(token));
    return typeof value?.invitationId === 'string' && typeof value.sendNumber === 'number' ? { invitationId: value.invitationId, sendNumber: value.sendNumber } : null;
  }
}
