import { UserDeleted } from '../../domain/accounts/user.events';
import { ClientInvited, InvitationEvent } from '../../domain/invitations/invitation.events';
import { deletedEmailOf, DELETED_USER_NAME } from '../../domain/personal-data/personal-fields';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

export type InvitationStatus = 'PENDING' | 'ACCEPTED';

/** `_id` = the invitation: who was invited by whom, when the link was last sent, and whether it was used. */
export interface InvitationDocument extends ProjectedDocument, Omit<ClientInvited['data'], 'invitationId'> {
  status: InvitationStatus;
  lastSentAt: string;
  acceptedUserId: string | null;
}

export const INVITATIONS_COLLECTION = 'invitations';

export const invitationsProjection: ProjectionDefinition = {
  name: 'invitations',
  version: 2,
  handles: ['ClientInvited', 'InviteEmailResent', 'InvitationAccepted', 'UserDeleted'],
  collections: [INVITATIONS_COLLECTION],
  async setup(store) {
    await store.collection(INVITATIONS_COLLECTION).createIndex({ keys: { invitedBy: 1, invitedAt: -1 }, name: 'by_inviter' });
    await store.collection(INVITATIONS_COLLECTION).createIndex({ keys: { invitedAt: -1 }, name: 'by_invited' });
  },
  async apply(event: RecordedEvent, store) {
    if (event.type === 'UserDeleted') {
      // The invitee's name and address are the deleted person's (their key is destroyed too): scrubbed
      // here as a rebuild would read them, with the placeholders of personal-fields.ts.
      const invitations = store.collection<InvitationDocument>(INVITATIONS_COLLECTION);
      for (const invitationId of (event.data as UserDeleted['data']).acceptedInvitationIds ?? []) {
        await evolveDocument(invitations, invitationId, event, (current) => current && { ...current, email: deletedEmailOf(invitationId), firstName: DELETED_USER_NAME, lastName: '' });
      }
      return;
    }
    const fact = { type: event.type, data: event.data } as InvitationEvent;
    await evolveDocument(store.collection<InvitationDocument>(INVITATIONS_COLLECTION), fact.data.invitationId, event, (current) => {
      switch (fact.type) {
        case 'ClientInvited': {
          const { invitationId, ...invited } = fact.data;
          return current ?? { _id: invitationId, ...invited, status: 'PENDING' as const, lastSentAt: invited.invitedAt, acceptedUserId: null, _position: event.position };
        }
        case 'InviteEmailResent':
          return current && { ...current, lastSentAt: fact.data.resentAt, expiresAt: fact.data.expiresAt };
        case 'InvitationAccepted':
          return current && { ...current, status: 'ACCEPTED' as const, acceptedUserId: fact.data.userId };
      }
    });
  },
};

/** The newest invitations first: one inviter's, or everyone's (admins). */
export function listInvitations(readModels: ReadModels, options: { invitedBy: string | null; limit: number }): Promise<InvitationDocument[]> {
  const filter = options.invitedBy ? { invitedBy: options.invitedBy } : {};
  return readModels.collection<InvitationDocument>(INVITATIONS_COLLECTION).find(filter, { sort: { invitedAt: -1 }, limit: options.limit });
}

/** The invitations a person accepted (their account came from them). */
export function invitationsAcceptedBy(readModels: ReadModels, userId: string): Promise<InvitationDocument[]> {
  return readModels.collection<InvitationDocument>(INVITATIONS_COLLECTION).find({ acceptedUserId: userId });
}

export function findInvitationById(readModels: ReadModels, invitationId: string): Promise<InvitationDocument | null> {
  return readModels.collection<InvitationDocument>(INVITATIONS_COLLECTION).findOne({ _id: invitationId });
}
