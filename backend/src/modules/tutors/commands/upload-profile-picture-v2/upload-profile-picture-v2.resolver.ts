import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ReceivedUpload, UploadScalar } from '../../../files/upload/upload.scalar';
import { ProfilePictureModel } from '../../../tutor-search/tutor.model';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { UploadProfilePictureV2Handler } from './upload-profile-picture-v2.handler';

@Resolver()
export class UploadProfilePictureV2Resolver {
  constructor(
    private readonly handler: UploadProfilePictureV2Handler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('TUTOR')
  @Mutation(() => ProfilePictureModel, {
    description:
      "Sets the tutor's profile picture from a multipart request (needs the apollo-require-preflight header): PNG, JPEG, GIF or WebP, at most 10 MB, " +
      'shown turned by `rotation` degrees (a multiple of 90). Without a file, turns the current picture. The picture is public.',
  })
  async uploadProfilePictureV2(
    @Args('file', { type: () => UploadScalar, nullable: true }) file: ReceivedUpload | null,
    @Args('rotation', { type: () => Int, defaultValue: 0 }) rotation: number,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per picture the tutor picks, kept across retries of it: a retry stores nothing more.' })
    idempotencyKey?: string | null,
  ): Promise<ProfilePictureModel> {
    return this.handler.execute({ tutorId: viewer.userId, file: file ?? null, rotation, expectedRevision }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
