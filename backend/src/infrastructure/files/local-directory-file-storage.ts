import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStorage, NewFile, StoredFile } from '../../../platform/files/file-storage.port';

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Embedded FileStorage: each file as `<fileId>` (its bytes) and `<fileId>.json` (what it is) in one
 * directory. Bytes are written to a temporary name and renamed, and the description is written
 * last, so a file is either whole or absent.
 */
export class LocalDirectoryFileStorage implements FileStorage {
  readonly kind = 'local-directory';

  constructor(private readonly directory: string) {
    mkdirSync(directory, { recursive: true });
  }

  async put(content: Buffer | Readable, file: NewFile): Promise<StoredFile> {
    if (file.fileId) {
      const existing = await this.stat(file.fileId);
      if (existing) return existing;
    }
    const fileId = file.fileId ?? randomUUID();
    const partial = join(this.directory, `${fileId}.part`);
    await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, createWriteStream(partial));
    await rename(partial, this.bytesOf(fileId));
    const { size } = await stat(this.bytesOf(fileId));
    const stored: StoredFile = { fileId, filename: file.filename, mimetype: file.mimetype, size, ownerId: file.ownerId, uploadedAt: new Date().toISOString() };
    await writeFile(this.descriptionOf(fileId), JSON.stringify(stored));
    return stored;
  }

  async stat(fileId: string): Promise<StoredFile | null> {
    if (!FILE_ID.test(fileId)) return null;
    try {
      return JSON.parse(await readFile(this.descriptionOf(fileId), 'utf8')) as StoredFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async get(fileId: string): Promise<{ file: StoredFile; content: Readable } | null> {
    const file = await this.stat(fileId);
    return file ? { file, content: createReadStream(this.bytesOf(fileId)) } : null;
  }

  async delete(fileId: string): Promise<void> {
    if (!FILE_ID.test(fileId)) return;
    await rm(this.descriptionOf(fileId), { force: true });
    await rm(this.bytesOf(fileId), { force: true });
  }

  // A walk over every description: deleting an account is rare, and no index by owner is worth keeping for it.
  async deleteOwnedBy(ownerId: string): Promise<number> {
    let deleted = 0;
    for (const name of await readdir(this.directory)) {
      const fileId = name.endsWith('.json') ? name.slice(0, -'.json'.length) : null;
      if (!fileId || !FILE_ID.test(fileId)) continue;
      if ((await this.stat(fileId))?.ownerId !== ownerId) continue;
      await this.delete(fileId);
      deleted += 1;
    }
    return deleted;
  }

  async close(): Promise<void> {}

  private bytesOf(fileId: string): string {
    return join(this.directory, fileId);
  }

  private descriptionOf(fileId: string): string {
    return join(this.directory, `${fileId}.json`);
  }
}
