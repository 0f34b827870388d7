import { Injectable } from '@nestjs/common';
import { UploadedFile } from '../../../../../domain/files/uploaded-file';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { FileUploads } from '../../file-uploads.service';
import { ReceivedUpload } from '../../upload/upload.scalar';

/**
 * uploadFile: stores the viewer's file in the FileStorage port (nothing is recorded in the log until
 * a request or message refers to it). With an idempotency key the file id derives from it, so a
 * retry stores one file and answers the same url.
 */
@Injectable()
export class UploadFileHandler {
  constructor(private readonly uploads: FileUploads) {}

  async execute(input: { file: ReceivedUpload; ownerId: string }, context: CommandContext): Promise<UploadedFile> {
    const fileId = context.idempotencyKey ? deterministicUuid(`file:${input.ownerId}:${context.idempotencyKey}`) : undefined;
    return this.uploads.store(input.file, input.ownerId, 'file', fileId);
  }
}
