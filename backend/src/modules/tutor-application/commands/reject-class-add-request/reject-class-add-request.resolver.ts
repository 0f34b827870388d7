import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ClassAddRequestModel } from '../../tutor-application.model';
import { RejectClassAddRequestHandler } from './reject-class-add-request.handler';

@Resolver()
export class RejectClassAddRequestResolver {
  constructor(
    private readonly handler: RejectClassAddRequestHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => ClassAddRequestModel, { description: 'Admins: turns down a requested course. Each request is reviewed once.' })
  async rejectClassAddRequest(
    @Args('requestId', { type: () => ID }) requestId: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<ClassAddRequestModel> {
    return this.handler.execute({ requestId }, this.pipeline.contextOf(context, viewer.userId));
  }
}
