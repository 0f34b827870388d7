import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient } from 'mongodb';
import { FileStorage, NewFile, StoredFile } from '../../../platform/files/file-storage.port';

interface FileMetadata {
  mimetype: string;
  ownerId: string;
}

/**
 * Production FileStorage: MongoDB GridFS (bucket `uploads`), the file id as the GridFS `_id`, the
 * type and uploader in its metadata. Every api process reads the same files.
 */
export class GridFsFileStorage implements FileStorage {
  readonly kind = 'gridfs';

  private constructor(
    private readonly client: MongoClient,
    private readonly bucket: GridFSBucket,
  ) {}

  static async connect(url: string, databaseName: string, bucketName = 'uploads'): Promise<GridFsFileStorage> {
    const client = await MongoClient.connect(url, { serverSelectionTimeoutMS: 5000 });
    return new GridFsFileStorage(client, new GridFSBucket(client.db(databaseName), { bucketName }));
  }

  async put(content: Buffer | Readable, file: NewFile): Promise<StoredFile> {
    if (file.fileId) {
      const existing = await this.stat(file.fileId);
      if (existing) return existing;
    }
    const fileId = file.fileId ?? randomUUID();
    const metadata: FileMetadata = { mimetype: file.mimetype, ownerId: file.ownerId };
    const upload = this.bucket.openUploadStreamWithId(fileId as never, file.filename, { metadata });
    await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, upload);
    const stored = await this.stat(fileId);
    if (!stored) throw new Error(`GridFS lost the file ${fileId} it just stored`);
    return stored;
  }

  async stat(fileId: string): Promise<StoredFile | null> {
    const [found] = await this.bucket.find({ _id: fileId as never }, { limit: 1 }).toArray();
    if (!found) return null;
    const metadata = (found.metadata ?? {}) as Partial<FileMetadata>;
    return {
      fileId,
      filename: found.filename,
      mimetype: metadata.mimetype ?? 'application/octet-stream',
      size: found.length,
      ownerId: metadata.ownerId ?? '',
      uploadedAt: found.uploadDate.toISOString(),
    };
  }

  async get(fileId: string): Promise<{ file: StoredFile; content: Readable } | null> {
    const file = await this.stat(fileId);
    return file ? { file, content: this.bucket.openDownloadStream(fileId as never) } : null;
  }

  async delete(fileId: string): Promise<void> {
    if (!(await this.stat(fileId))) return;
    await this.bucket.delete(fileId as never);
  }

  async deleteOwnedBy(ownerId: string): Promise<number> {
    const owned = await this.bucket.find({ 'metadata.ownerId': ownerId }).toArray();
    for (const file of owned) await this.bucket.delete(file._id);
    return owned.length;
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
