import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ClassAddRequestModel } from '../../tutor-application.model';
import { ApproveClassAddRequestHandler } from './approve-class-add-request.handler';

@Resolver()
export class ApproveClassAddRequestResolver {
  constructor(
    private readonly handler: ApproveClassAddRequestHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => ClassAddRequestModel, { description: 'Admins: adds a requested course to the catalog (its name may be corrected; a subject is required). Each request is reviewed once.' })
  async approveClassAddRequest(
    @Args('requestId', { type: () => ID }) requestId: string,
    @Args('subject', { type: () => String, nullable: true }) subject: string | null,
    @Args('courseName', { type: () => String, nullable: true, description: 'The name the course is added under; the requested one by default.' }) courseName: string | null,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<ClassAddRequestModel> {
    return this.handler.execute({ requestId, courseName: courseName ?? null, subject: subject ?? null }, this.pipeline.contextOf(context, viewer.userId));
  }
}
