import { Inject, Injectable } from '@nestjs/common';
import { fileIdOfUrl, fileUrl, UploadedFile } from '../../../domain/files/uploaded-file';
import { DomainError } from '../../../domain/shared/domain-error';
import { FILE_STORAGE, FileStorage } from '../../../platform/files/file-storage.port';
import { ReceivedUpload } from './upload/upload.scalar';
import { allowedTypeOf, cleanFilename, UploadMessages } from './upload/upload-rules';

/**
 * Uploads into the FileStorage port, for `uploadFile` and for any mutation taking an `Upload`
 * (sendAttachmentMessage): the size limit and the allow-list, then `{ filename, mimetype, url }`.
 */
@Injectable()
export class FileUploads {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  /**
   * Refuses a missing, empty, too large or not allowed file with a BAD_USER_INPUT naming `field`.
   * With a `fileId` (derived from an idempotency key) a retry stores nothing more and answers the file stored first.
   */
  async store(upload: ReceivedUpload | null | undefined, ownerId: string, field = 'file', fileId?: string): Promise<UploadedFile> {
    const filename = cleanFilename(upload?.filename ?? '');
    if (!upload || filename === '' || upload.content.length === 0) throw DomainError.fromFieldErrors({ [field]: UploadMessages.noFile });
    if (upload.truncated) throw DomainError.fromFieldErrors({ [field]: UploadMessages.tooLarge });
    const mimetype = allowedTypeOf(filename);
    if (!mimetype) throw DomainError.fromFieldErrors({ [field]: UploadMessages.typeNotAllowed });
    const stored = await this.storage.put(upload.content, { filename, mimetype, ownerId, ...(fileId ? { fileId } : {}) });
    return { filename: stored.filename, mimetype: stored.mimetype, url: fileUrl(stored.fileId, stored.filename) };
  }

  /**
   * Files a user attaches to a request must be their own uploads, as stored: a url naming someone
   * else's file would otherwise open it to the request's participants.
   */
  async ownFiles(files: readonly UploadedFile[], ownerId: string, field = 'files'): Promise<UploadedFile[]> {
    const owned: UploadedFile[] = [];
    for (const file of files) {
      const fileId = fileIdOfUrl(file.url);
      const stored = fileId ? await this.storage.stat(fileId) : null;
      if (!stored || stored.ownerId !== ownerId) throw DomainError.fromFieldErrors({ [field]: UploadMessages.notYourFile });
      owned.push({ filename: stored.filename, mimetype: stored.mimetype, url: fileUrl(stored.fileId, stored.filename) });
    }
    return owned;
  }
}
