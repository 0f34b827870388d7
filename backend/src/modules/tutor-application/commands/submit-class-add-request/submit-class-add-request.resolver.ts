import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { ClassAddRequestModel } from '../../tutor-application.model';
import { SubmitClassAddRequestHandler } from './submit-class-add-request.handler';
import { ClassAddRequestInput } from './submit-class-add-request.input';

@Resolver()
export class SubmitClassAddRequestResolver {
  constructor(
    private readonly handler: SubmitClassAddRequestHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn()
  @Mutation(() => ClassAddRequestModel, { description: 'Asks the admins to add a course the catalog lacks; it is PENDING until one approves or rejects it.' })
  async submitClassAddRequest(
    @Args('input') input: ClassAddRequestInput,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
    @Args('idempotencyKey', { type: () => String, nullable: true, description: 'One per request sent, kept across its retries: a retry records no second request.' }) idempotencyKey?: string | null,
  ): Promise<ClassAddRequestModel> {
    return this.handler.execute({ requestedBy: viewer.userId, form: input }, this.pipeline.contextOf(context, viewer.userId, idempotencyKey));
  }
}
