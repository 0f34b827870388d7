import { fileIdOfUrl, UploadedFile } from '../../domain/files/uploaded-file';
import { TutoringRequestEdited, TutoringRequestSent } from '../../domain/requests/tutoring-request.events';
import { RecordedEvent } from '../../platform/eventstore/event-store.port';
import { evolveDocument, ProjectedDocument, ProjectionDefinition, ProjectionStore } from '../runner/projection';
import { ReadModels } from '../runner/read-models';

/**
 * Who may read an uploaded file besides its uploader: the participants of every request and
 * conversation that refers to it; admins too for a request to the team (`requestATutor`), which
 * they match. Built from the request and conversation events (the conversation ones are read by
 * their documented shape, see backend/domain/conversations).
 */
export interface FileAccessDocument extends ProjectedDocument {
  readerIds: string[];
  readableByAdmins: boolean;
}

/** The participants of a request (`request:<id>`) or conversation (`conversation:<id>`). */
export interface FileAccessPartiesDocument extends ProjectedDocument {
  participantIds: string[];
  readableByAdmins: boolean;
}

export const FILE_ACCESS_COLLECTION = 'file_access';
export const FILE_ACCESS_PARTIES_COLLECTION = 'file_access_parties';

interface ConversationStartedData {
  conversationId: string;
  participantIds: string[];
}
interface MessageSentData {
  conversationId: string;
  file: UploadedFile | null;
}

type FileAccessEvent =
  | TutoringRequestSent
  | TutoringRequestEdited
  | { type: 'ConversationStarted'; data: ConversationStartedData }
  | { type: 'MessageSent'; data: MessageSentData };

export function grantFileAccess(
  current: FileAccessDocument | null,
  parties: Pick<FileAccessPartiesDocument, 'participantIds' | 'readableByAdmins'>,
  position: number,
): FileAccessDocument {
  const readerIds = [...new Set([...(current?.readerIds ?? []), ...parties.participantIds])].sort();
  return { _id: current?._id ?? '', readerIds, readableByAdmins: (current?.readableByAdmins ?? false) || parties.readableByAdmins, _position: position };
}

async function grant(store: ProjectionStore, files: readonly UploadedFile[], parties: Pick<FileAccessPartiesDocument, 'participantIds' | 'readableByAdmins'>, event: RecordedEvent) {
  const access = store.collection<FileAccessDocument>(FILE_ACCESS_COLLECTION);
  for (const file of files) {
    const fileId = fileIdOfUrl(file.url);
    if (fileId) await evolveDocument(access, fileId, event, (current) => grantFileAccess(current, parties, event.position));
  }
}

async function applyFileAccessEvent(event: RecordedEvent, store: ProjectionStore): Promise<void> {
  const fileEvent = { type: event.type, data: event.data } as FileAccessEvent;
  const parties = store.collection<FileAccessPartiesDocument>(FILE_ACCESS_PARTIES_COLLECTION);
  switch (fileEvent.type) {
    case 'TutoringRequestSent': {
      const { requestId, clientId, tutorId, files } = fileEvent.data;
      const requestParties = { participantIds: tutorId ? [clientId, tutorId] : [clientId], readableByAdmins: tutorId === null };
      await evolveDocument(parties, `request:${requestId}`, event, () => ({ _id: `request:${requestId}`, ...requestParties, _position: event.position }));
      await grant(store, files, requestParties, event);
      return;
    }
    case 'TutoringRequestEdited': {
      const requestParties = await parties.findOne({ _id: `request:${fileEvent.data.requestId}` });
      if (requestParties && fileEvent.data.files) await grant(store, fileEvent.data.files, requestParties, event);
      return;
    }
    case 'ConversationStarted': {
      const id = `conversation:${fileEvent.data.conversationId}`;
      await evolveDocument(parties, id, event, () => ({ _id: id, participantIds: [...fileEvent.data.participantIds], readableByAdmins: false, _position: event.position }));
      return;
    }
    case 'MessageSent': {
      if (!fileEvent.data.file) return;
      const conversationParties = await parties.findOne({ _id: `conversation:${fileEvent.data.conversationId}` });
      if (conversationParties) await grant(store, [fileEvent.data.file], conversationParties, event);
      return;
    }
  }
}

export const fileAccessProjection: ProjectionDefinition = {
  name: 'file-access',
  version: 1,
  handles: ['TutoringRequestSent', 'TutoringRequestEdited', 'ConversationStarted', 'MessageSent'],
  collections: [FILE_ACCESS_COLLECTION, FILE_ACCESS_PARTIES_COLLECTION],
  apply: applyFileAccessEvent,
};

// ---------------------------------------------------------------------------------------------
// Readers

/** Whether a user other than the uploader may read the file. */
export async function mayReadFile(readModels: ReadModels, fileId: string, reader: { userId: string; isAdmin: boolean }): Promise<boolean> {
  const access = await readModels.collection<FileAccessDocument>(FILE_ACCESS_COLLECTION).findOne({ _id: fileId });
  return access !== null && (access.readerIds.includes(reader.userId) || (access.readableByAdmins && reader.isAdmin));
}
