import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { DeleteUserHandler } from './delete-user.handler';

@Resolver()
export class DeleteUserResolver {
  constructor(
    private readonly handler: DeleteUserHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => Boolean, {
    description:
      "Admins: erases a user's personal data (names, e-mail, phone, messages' text, files) and keeps the facts (sessions, payouts, totals); they can no longer sign in. A reason is required. Not one's own account.",
  })
  deleteUser(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('reason', { type: () => String }) reason: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    return this.handler.execute({ userId, reason }, this.pipeline.contextOf(context, viewer.userId));
  }
}
