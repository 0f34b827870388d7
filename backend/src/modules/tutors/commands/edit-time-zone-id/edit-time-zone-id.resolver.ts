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

  @SignedIn('TUTOR')
  @Mutation(() => String, { description: "Sets the tutor's time zone, a US IANA id (America/New_York, America/Chicago, ...), and answers it." })
  async editTimeZoneId(
    @Args('timeZoneId', { type: () => String }) timeZoneId: string,
    @Args('expectedRevision', { type: () => Int, nullable: true, description: EXPECTED_REVISION }) expectedRevision: number | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<string> {
    return this.handler.execute({ tutorId: viewer.userId, timeZoneId, expectedRevision }, this.pipeline.contextOf(context, viewer.userId));
  }
}
