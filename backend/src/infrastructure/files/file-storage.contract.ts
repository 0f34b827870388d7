import { Readable } from 'node:stream';
import { FileStorage, readAll } from '../../../platform/files/file-storage.port';

export interface FileStorageUnderTest {
  storage: FileStorage;
  cleanup(): Promise<void>;
}

/** The behaviour every FileStorage adapter must show; run by each adapter's int spec. */
export function describeFileStorageContract(name: string, make: () => Promise<FileStorageUnderTest>): void {
  describe(`FileStorage contract: ${name}`, () => {
    let subject: FileStorageUnderTest;
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => subject.cleanup());

    it('gives back the bytes, name, type, size and uploader of a stored buffer', async () => {
      const bytes = Buffer.from('%PDF-1.4 a small syllabus\n');
      const stored = await subject.storage.put(bytes, { filename: 'Syllabus – Fall.pdf', mimetype: 'application/pdf', ownerId: 'u1' });
      expect(stored).toMatchObject({ filename: 'Syllabus – Fall.pdf', mimetype: 'application/pdf', size: bytes.length, ownerId: 'u1' });
      expect(stored.fileId).toMatch(/^[0-9a-f-]{36}$/);
      const found = await subject.storage.get(stored.fileId);
      expect(found?.file).toEqual(stored);
      expect(await readAll(found!.content)).toEqual(bytes);
      expect(await subject.storage.stat(stored.fileId)).toEqual(stored);
    });

    it('stores a stream of several chunks whole, binary bytes included', async () => {
      const chunks = [Buffer.from([0, 255, 1, 254]), Buffer.alloc(300_000, 7), Buffer.from('end')];
      const stored = await subject.storage.put(Readable.from(chunks), { filename: 'photo.png', mimetype: 'image/png', ownerId: 'u2' });
      expect(stored.size).toBe(300_007);
      expect(await readAll((await subject.storage.get(stored.fileId))!.content)).toEqual(Buffer.concat(chunks));
    });

    it('gives every file its own id', async () => {
      const first = await subject.storage.put(Buffer.from('a'), { filename: 'a.txt', mimetype: 'text/plain', ownerId: 'u1' });
      const second = await subject.storage.put(Buffer.from('a'), { filename: 'a.txt', mimetype: 'text/plain', ownerId: 'u1' });
      expect(first.fileId).not.toBe(second.fileId);
    });

    it('stores a file under the id it is given once: the same id again stores nothing and answers the first file', async () => {
      const fileId = '00000000-0000-4000-8000-00000000abcd';
      const first = await subject.storage.put(Buffer.from('first'), { filename: 'a.txt', mimetype: 'text/plain', ownerId: 'u1', fileId });
      const again = await subject.storage.put(Buffer.from('again'), { filename: 'b.txt', mimetype: 'text/plain', ownerId: 'u1', fileId });
      expect(first.fileId).toBe(fileId);
      expect(again).toEqual(first);
      expect(await readAll((await subject.storage.get(fileId))!.content)).toEqual(Buffer.from('first'));
    });

    it('knows no file it never stored, by any id', async () => {
      expect(await subject.storage.get('6f1c2b8e-0000-4000-8000-000000000000')).toBeNull();
      expect(await subject.storage.stat('../../etc/passwd')).toBeNull();
    });

    it("deletes every file of one uploader, and no one else's", async () => {
      const first = await subject.storage.put(Buffer.from('a'), { filename: 'a.txt', mimetype: 'text/plain', ownerId: 'leaving' });
      const second = await subject.storage.put(Buffer.from('b'), { filename: 'b.png', mimetype: 'image/png', ownerId: 'leaving' });
      const kept = await subject.storage.put(Buffer.from('c'), { filename: 'c.txt', mimetype: 'text/plain', ownerId: 'staying' });
      expect(await subject.storage.deleteOwnedBy('leaving')).toBe(2);
      expect(await subject.storage.stat(first.fileId)).toBeNull();
      expect(await subject.storage.get(second.fileId)).toBeNull();
      expect(await subject.storage.stat(kept.fileId)).toEqual(kept);
      expect(await subject.storage.deleteOwnedBy('leaving')).toBe(0);
    });

    it('forgets a deleted file; deleting it again is no error', async () => {
      const stored = await subject.storage.put(Buffer.from('gone'), { filename: 'gone.txt', mimetype: 'text/plain', ownerId: 'u1' });
      await subject.storage.delete(stored.fileId);
      expect(await subject.storage.get(stored.fileId)).toBeNull();
      await expect(subject.storage.delete(stored.fileId)).resolves.toBeUndefined();
    });
  });
}
