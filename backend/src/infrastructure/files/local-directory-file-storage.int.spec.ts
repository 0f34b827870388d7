import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeFileStorageContract } from './file-storage.contract';
import { LocalDirectoryFileStorage } from './local-directory-file-storage';

describeFileStorageContract('local directory (embedded)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'files-'));
  return { storage: new LocalDirectoryFileStorage(join(dir, 'files')), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
});

describe('local directory file storage', () => {
  it('keeps its files across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'files-'));
    const stored = await new LocalDirectoryFileStorage(dir).put(Buffer.from('kept'), { filename: 'kept.txt', mimetype: 'text/plain', ownerId: 'u1' });
    expect(await new LocalDirectoryFileStorage(dir).stat(stored.fileId)).toEqual(stored);
    rmSync(dir, { recursive: true, force: true });
  });
});
