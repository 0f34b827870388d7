import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { FILE_STORAGE, FileStorage } from '../../../platform/files/file-storage.port';
import { ReadModels } from '../../../projections/runner/read-models';
import { findTutorById } from '../../../projections/tutor-search/tutor-search.projection';

/**
 * GET /profile-pictures/:tutorId/:fileId serves a tutor's current profile picture to anyone (cards
 * and profile pages show it to visitors). Any other file, or a replaced picture, is 404: uploads stay
 * private (FilesController). The url changes with the picture, so it may be cached for long.
 */
@Controller('profile-pictures')
export class ProfilePicturesController {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly readModels: ReadModels,
  ) {}

  @Get(':tutorId/:fileId')
  async serve(@Param('tutorId') tutorId: string, @Param('fileId') fileId: string, @Res() res: Response): Promise<void> {
    const tutor = await findTutorById(this.readModels, tutorId);
    const current = tutor?.profilePicture?.fileId === fileId.toLowerCase() ? await this.storage.get(tutor.profilePicture.fileId) : null;
    if (!current) throw new NotFoundException();
    res.set({
      'Content-Type': current.file.mimetype,
      'Content-Length': String(current.file.size),
      'Cache-Control': 'public, max-age=86400, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
    await pipeline(current.content, res);
  }
}
