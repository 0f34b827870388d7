import { Readable } from 'node:stream';

/**
 * The FileStorage port: the bytes of uploaded files, outside the event log (events refer to a file
 * by its url `/files/<fileId>/<filename>`). Embedded: a local directory under DATA_DIR; production:
 * MongoDB GridFS, so every api process serves every file.
 */
export interface StoredFile {
  fileId: string;
  filename: string;
  mimetype: string;
  size: number;
  /** The user who uploaded it: always allowed to read it. */
  ownerId: string;
  uploadedAt: string;
}

export interface NewFile {
  filename: string;
  mimetype: string;
  ownerId: string;
  /** The id to store it under (derived from an idempotency key): when a file already has it, nothing is stored again and that file is the answer. */
  fileId?: string;
}

export interface FileStorage {
  readonly kind: string;
  /** Stores the bytes under a new id, or under `file.fileId` unless a file already has it. */
  put(content: Buffer | Readable, file: NewFile): Promise<StoredFile>;
  /** Null when there is no such file. */
  stat(fileId: string): Promise<StoredFile | null>;
  /** The file and a stream of its bytes, or null when there is no such file. */
  get(fileId: string): Promise<{ file: StoredFile; content: Readable } | null>;
  /** Deleting a file that is not there is not an error. */
  delete(fileId: string): Promise<void>;
  /** Deletes every file this user uploaded (their account was deleted); answers how many. */
  deleteOwnedBy(ownerId: string): Promise<number>;
  close(): Promise<void>;
}

export const FILE_STORAGE = Symbol('FileStorage');

/** Reads a stream to its end; what callers of `get` use when they need the bytes at once. */
export async function readAll(content: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
