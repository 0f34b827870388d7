import { InMemoryReadStore } from '../../src/infrastructure/readstore/in-memory-read-store';
import { expectSameDocumentsWhenAppliedTwice, projectInMemory, recordedInOrder } from '../../test-support/projection-test-support';
import { ReadModels } from '../runner/read-models';
import { FILE_ACCESS_COLLECTION, FILE_ACCESS_PARTIES_COLLECTION, FileAccessDocument, fileAccessProjection, mayReadFile } from './file-access.projection';

const fileOf = (fileId: string, filename: string) => ({ filename, mimetype: 'application/pdf', url: `/files/${fileId}/${filename}` });
const FILE_A = fileOf('0b6e1f9c-2c1d-4a57-9a39-8f0d3c3b1a11', 'a.pdf');
const FILE_B = fileOf('1c7f2a0d-3d2e-4b68-8b4a-9a1e4d4c2b22', 'b.pdf');
const FILE_C = fileOf('2d8a3b1e-4e3f-4c79-9c5b-0b2f5e5d3c33', 'c.pdf');
const FILE_D = fileOf('3e9b4c2f-5f40-4d8a-8d6c-1c3a6f6e4d44', 'd.pdf');

const sent = (requestId: string, clientId: string, tutorId: string | null, files: unknown[]) => ({
  streamId: `tutoring-request-${requestId}`,
  type: 'TutoringRequestSent',
  data: { requestId, clientId, tutorId, conversationId: tutorId ? `conv-${clientId}-${tutorId}` : null, files, firstMessage: '', sentAt: '2026-11-01T10:00:00.000Z' },
});

const events = recordedInOrder(
  [
    sent('r1', 'c1', 't1', [FILE_A]),
    sent('r2', 'c2', null, [FILE_B]),
    { streamId: 'tutoring-request-r1', type: 'TutoringRequestEdited', data: { requestId: 'r1', files: [FILE_A, FILE_C], editedAt: '2026-11-02T10:00:00.000Z' } },
    // An edit of a request the projection never saw grants nothing.
    { streamId: 'tutoring-request-rx', type: 'TutoringRequestEdited', data: { requestId: 'rx', files: [FILE_D], editedAt: '2026-11-02T10:00:00.000Z' } },
    { streamId: 'conversation-k', type: 'ConversationStarted', data: { conversationId: 'k', participantIds: ['c3', 't3'], clientId: 'c3', tutorId: 't3', startedAt: '2026-11-03T10:00:00.000Z' } },
    { streamId: 'conversation-k', type: 'MessageSent', data: { conversationId: 'k', messageId: 'm1', fromUserId: 't3', body: 'c.pdf', type: 'ATTACHMENT', file: FILE_C, sentAt: '2026-11-03T10:01:00.000Z' } },
    { streamId: 'conversation-k', type: 'MessageSent', data: { conversationId: 'k', messageId: 'm2', fromUserId: 'c3', body: 'Thanks', type: 'TEXT', file: null, sentAt: '2026-11-03T10:02:00.000Z' } },
  ],
  '2026-11-01T10:00:00.000Z',
);

describe('the file-access projection over the in-memory read store', () => {
  let readModels: ReadModels;

  beforeAll(async () => {
    const readStore = new InMemoryReadStore();
    await projectInMemory(fileAccessProjection, readStore, events);
    readModels = new ReadModels(readStore, [fileAccessProjection], new Map());
  });

  it('lets the participants of every request and conversation that refers to a file read it, and admins those of requests to the team', async () => {
    const reader = (userId: string, isAdmin = false) => ({ userId, isAdmin });
    const fileA = '0b6e1f9c-2c1d-4a57-9a39-8f0d3c3b1a11';
    const fileB = '1c7f2a0d-3d2e-4b68-8b4a-9a1e4d4c2b22';
    const fileC = '2d8a3b1e-4e3f-4c79-9c5b-0b2f5e5d3c33';
    expect(await mayReadFile(readModels, fileA, reader('t1'))).toBe(true);
    expect(await mayReadFile(readModels, fileA, reader('stranger'))).toBe(false);
    expect(await mayReadFile(readModels, fileA, reader('admin', true))).toBe(false);
    expect(await mayReadFile(readModels, fileB, reader('admin', true))).toBe(true);
    expect(await mayReadFile(readModels, fileB, reader('t1'))).toBe(false);
    // Added to request r1 by its edit, and sent into conversation k.
    for (const userId of ['c1', 't1', 'c3', 't3']) expect(await mayReadFile(readModels, fileC, reader(userId))).toBe(true);
    expect(await mayReadFile(readModels, '3e9b4c2f-5f40-4d8a-8d6c-1c3a6f6e4d44', reader('c1'))).toBe(false);
  });

  it('gives the same documents when the same events are applied twice or each delivered twice', async () => {
    const documents = await expectSameDocumentsWhenAppliedTwice(fileAccessProjection, events, () => new InMemoryReadStore());
    expect((documents[FILE_ACCESS_COLLECTION] as FileAccessDocument[]).map((doc) => [doc._id, doc.readerIds, doc.readableByAdmins])).toEqual([
      ['0b6e1f9c-2c1d-4a57-9a39-8f0d3c3b1a11', ['c1', 't1'], false],
      ['1c7f2a0d-3d2e-4b68-8b4a-9a1e4d4c2b22', ['c2'], true],
      ['2d8a3b1e-4e3f-4c79-9c5b-0b2f5e5d3c33', ['c1', 'c3', 't1', 't3'], false],
    ]);
    expect(documents[FILE_ACCESS_PARTIES_COLLECTION].map((doc) => doc._id)).toEqual(['conversation:k', 'request:r1', 'request:r2']);
  });
});
