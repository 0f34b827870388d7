import { Injectable } from '@nestjs/common';
import { fileIdOfUrl } from '../../../../../domain/files/uploaded-file';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { PROFILE_PICTURE_TYPES, TutorProfileEditorMessages } from '../../../../../domain/tutors/tutor-profile-editor.rules';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { FileUploads } from '../../../files/file-uploads.service';
import { allowedTypeOf, cleanFilename } from '../../../files/upload/upload-rules';
import { ReceivedUpload } from '../../../files/upload/upload.scalar';
import { ProfilePictureModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';

/**
 * uploadProfilePictureV2: a new picture (PNG, JPEG, GIF or WebP, at most 10 MB) stored in the file
 * store, then recorded on the profile with its rotation; without a file, the current picture is
 * turned. With an idempotency key the file id derives from it, so a retry stores one file.
 */
@Injectable()
export class UploadProfilePictureV2Handler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly uploads: FileUploads,
    private readonly readModels: ReadModels,
  ) {}

  async execute(
    input: { tutorId: string; file: ReceivedUpload | null; rotation: number; expectedRevision?: number | null },
    context: CommandContext,
  ): Promise<ProfilePictureModel> {
    const { tutorId, file, rotation, expectedRevision } = input;
    if (file) {
      // Checked before storing, so a file that cannot be a picture is never kept.
      const mimetype = allowedTypeOf(cleanFilename(file.filename));
      if (mimetype !== null && !PROFILE_PICTURE_TYPES.has(mimetype)) throw DomainError.fromFieldErrors({ file: TutorProfileEditorMessages.pictureNotImage });
      const fileId = context.idempotencyKey ? deterministicUuid(`profile-picture:${tutorId}:${context.idempotencyKey}`) : undefined;
      const stored = await this.uploads.store(file, tutorId, 'file', fileId);
      await this.edits.run(tutorId, [{ type: 'SetProfilePicture', data: { fileId: fileIdOfUrl(stored.url)!, mimetype: stored.mimetype, rotation } }], context, { expectedRevision });
    } else {
      await this.edits.run(tutorId, [{ type: 'RotateProfilePicture', data: { rotation } }], context, { expectedRevision });
    }
    const { profilePicture } = await tutorAnswerOf(this.readModels, tutorId);
    return profilePicture!;
  }
}
