import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { UploadedFile } from '../../../../../domain/files/uploaded-file';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { UploadedFileModel } from '../../../conversations/uploaded-file.model';
import { ReceivedUpload, UploadScalar } from '../../upload/upload.scalar';
import { UploadFileHandler } from './upload-file.handler';

@Resolver()
export class UploadFileResolver {
  constructor(
    private readonly handler: UploadFileHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => UploadedFileModel, {
    description:
      'Stores a file sent as a multipart request (needs the apollo-require-preflight header): at most 10 MB; PDF, PNG, JPEG, GIF, WebP, text, Word, Excel or PowerPoint. ' +
      'The url serves it to the uploader and to the participants of requests and conversations it is attached to. ' +
      'Give the same `idempotencyKey` when retrying: the file is stored once and the retry answers the same url.',
  })
  async uploadFile(
    @Args('file', { type: () => UploadScalar }) file: ReceivedUpload,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per file the user picks, kept across retries of it: a retry stores nothing more and answers the same url.' }) idempotencyKey?: string | null,
  ): Promise<UploadedFile> {
    return this.handler.execute({ file, ownerId: viewer.userId }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
