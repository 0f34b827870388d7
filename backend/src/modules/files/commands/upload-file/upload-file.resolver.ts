import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { UploadedFile } from '../../../../../domain/files/uploaded-file';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { UploadedFileModel } from '../../../conversations/uploaded-file.model';
import { FileUploads } from '../../file-uploads.service';
import { ReceivedUpload, UploadScalar } from '../../upload/upload.scalar';

@Resolver()
export class UploadFileResolver {
  constructor(private readonly uploads: FileUploads) {}

  @SignedIn()
  @Mutation(() => UploadedFileModel, {
    description:
      'Stores a file sent as a multipart request (needs the apollo-require-preflight header): at most 10 MB; PDF, PNG, JPEG, GIF, WebP, text, Word, Excel or PowerPoint. ' +
      'The url serves it to the uploader and to the participants of requests and conversations it is attached to.',
  })
  async uploadFile(@Args('file', { type: () => UploadScalar }) file: ReceivedUpload, @CurrentViewer() viewer: Viewer): Promise<UploadedFile> {
    return this.uploads.store(file, viewer.userId);
  }
}
