import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { expectSameDocumentsWhenAppliedTwice, projectInMemory, recordedInOrder } from '../../test-support/projection-test-support';
import { ReadModels } from '../runner/read-models';
import { findInvitationById, INVITATIONS_COLLECTION, InvitationDocument, invitationsProjection, listInvitations } from './invitations.projection';

const invited = (invitationId: string, invitedBy: string, invitedAt: string) => ({
  streamId: `invitation-${invitationId}`,
  type: 'ClientInvited',
  data: {
    invitationId,
    email: `${invitationId}@example.com`,
    firstName: 'Ivy',
    lastName: 'Invitee',
    clientProfileType: 'PARENT',
    invitedBy,
    inviterRole: 'TUTOR',
    invitedAt,
    expiresAt: '2026-12-15T10:00:00.000Z',
  },
});

const events = recordedInOrder(
  [
    invited('i1', 't1', '2026-11-01T10:00:00.000Z'),
    invited('i2', 't1', '2026-11-02T10:00:00.000Z'),
    invited('i3', 't2', '2026-11-03T10:00:00.000Z'),
    { streamId: 'invitation-i1', type: 'InviteEmailResent', data: { invitationId: 'i1', sendNumber: 2, resentAt: '2026-11-04T10:00:00.000Z', expiresAt: '2026-11-18T10:00:00.000Z' } },
    { streamId: 'invitation-i2', type: 'InvitationAccepted', data: { invitationId: 'i2', userId: 'u9', acceptedAt: '2026-11-05T10:00:00.000Z' } },
    // A resend of an invitation never recorded leaves the invitations alone.
    { streamId: 'invitation-ghost', type: 'InviteEmailResent', data: { invitationId: 'ghost', sendNumber: 2, resentAt: '2026-11-06T10:00:00.000Z', expiresAt: '2026-11-20T10:00:00.000Z' } },
  ],
  (index) => `2026-11-0${index + 1}T10:00:00.000Z`,
);

describe('the invitations projection over the in-memory read store', () => {
  let readModels: ReadModels;

  beforeAll(async () => {
    const readStore = new InMemoryReadStore();
    await projectInMemory(invitationsProjection, readStore, events);
    readModels = new ReadModels(readStore, [invitationsProjection], new Map());
  });

  it('keeps each invitation with its last send and whether it was accepted', async () => {
    expect(await findInvitationById(readModels, 'i1')).toMatchObject({ status: 'PENDING', lastSentAt: '2026-11-04T10:00:00.000Z', expiresAt: '2026-11-18T10:00:00.000Z', acceptedUserId: null });
    expect(await findInvitationById(readModels, 'i2')).toMatchObject({ status: 'ACCEPTED', lastSentAt: '2026-11-02T10:00:00.000Z', acceptedUserId: 'u9' });
    expect(await findInvitationById(readModels, 'ghost')).toBeNull();
  });

  it("lists an inviter's invitations, or everyone's, newest first", async () => {
    expect((await listInvitations(readModels, { invitedBy: 't1', limit: 10 })).map((invitation) => invitation._id)).toEqual(['i2', 'i1']);
    expect((await listInvitations(readModels, { invitedBy: null, limit: 2 })).map((invitation) => invitation._id)).toEqual(['i3', 'i2']);
  });

  it('gives the same documents when every event is applied twice', async () => {
    const documents = await expectSameDocumentsWhenAppliedTwice(invitationsProjection, events, () => new InMemoryReadStore());
    expect((documents[INVITATIONS_COLLECTION] as InvitationDocument[]).map((invitation) => [invitation._id, invitation.status])).toEqual([
      ['i1', 'PENDING'],
      ['i2', 'ACCEPTED'],
      ['i3', 'PENDING'],
    ]);
  });
});
