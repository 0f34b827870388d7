import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { UploadFileHandler } from './commands/upload-file/upload-file.handler';
import { UploadFileResolver } from './commands/upload-file/upload-file.resolver';
import { FileUploads } from './file-uploads.service';
import { FilesController } from './files.controller';
import { multipartUploads } from './upload/multipart-uploads.middleware';
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from './upload/upload-rules';

/**
 * Uploaded files: multipart GraphQL requests (the `Upload` scalar, UploadScalar), `uploadFile`, the
 * FileUploads service other modules use for their own uploads, and GET /files/:fileId/:filename.
 */
@Module({
  imports: [AccountsModule],
  controllers: [FilesController],
  providers: [FileUploads, UploadFileHandler, UploadFileResolver],
  exports: [FileUploads],
})
export class FilesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(multipartUploads({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: MAX_FILES_PER_REQUEST, maxFieldSize: 1024 * 1024 }))
      .forRoutes({ path: 'graphql', method: RequestMethod.POST });
  }
}
