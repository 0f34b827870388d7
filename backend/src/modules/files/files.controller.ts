import { Controller, Get, Inject, NotFoundException, Param, Req, Res } from '@nestjs/common';
import { Request, Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { mayReadFile } from '../../../projections/file-access/file-access.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { FILE_STORAGE, FileStorage } from '../../../platform/files/file-storage.port';
import { ViewerService } from '../accounts/auth/viewer.service';
import { INLINE_TYPES } from './upload/upload-rules';

/**
 * GET /files/:fileId/:filename serves an uploaded file to its uploader and to those the file-access
 * read model lets read it (participants of a request or conversation referring to it). Everyone
 * else, visitors included, gets 404: the answer does not even tell that the file exists.
 */
@Controller('files')
export class FilesController {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly viewers: ViewerService,
    private readonly readModels: ReadModels,
  ) {}

  @Get(':fileId/:filename')
  async serve(@Param('fileId') fileId: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    const viewer = await this.viewers.resolve(req);
    const file = viewer ? await this.storage.stat(fileId.toLowerCase()) : null;
    const allowed =
      viewer !== null &&
      file !== null &&
      (file.ownerId === viewer.userId ||
        (await mayReadFile(this.readModels, file.fileId, { userId: viewer.userId, isAdmin: viewer.user.profile.profileTypes.includes('ADMIN') })));
    const found = allowed ? await this.storage.get(file.fileId) : null;
    if (!found) throw new NotFoundException();
    const disposition = INLINE_TYPES.has(found.file.mimetype) ? 'inline' : 'attachment';
    const asciiName = found.file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    res.set({
      'Content-Type': found.file.mimetype,
      'Content-Length': String(found.file.size),
      'Content-Disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(found.file.filename)}`,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
    await pipeline(found.content, res);
  }
}
