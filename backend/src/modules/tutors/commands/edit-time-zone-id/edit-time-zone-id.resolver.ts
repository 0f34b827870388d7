import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { EXPECTED_REVISION } from '../../tutor-profile-stream';
import { EditTimeZoneIdHandler } from './edit-time-zone-id.handler';

@Resolver()
export class EditTimeZoneIdResolver {
  constructor(
    private readonly handler: EditTimeZoneIdHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => String, {
    description: "Sets the viewer's time zone, a US IANA id (America/New_York, America/Chicago, ...), in which their times are shown (a tutor's profile takes it too), and answers it.",
  })
  async editTimeZoneId(
    @Args('timeZoneId', { type: () => String }) timeZoneId: string,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: `Tutors: ${EXPECTED_REVISION}` }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<string> {
    return this.handler.execute({ userId: viewer.userId, isTutor: viewer.user.profile.profileTypes.includes('TUTOR'), timeZoneId, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
