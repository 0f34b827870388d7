import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SaveNewUserPasswordHandler } from './save-new-user-password.handler';

@Resolver()
export class SaveNewUserPasswordResolver {
  constructor(
    private readonly handler: SaveNewUserPasswordHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => Boolean, { description: "Admins: sets a user's password (the user's own rule: more than 7 characters), signs them out everywhere and e-mails them." })
  saveNewUserPassword(
    @Args('userId', { type: () => ID }) userId: string,
    @Args('newPassword', { type: () => String }) newPassword: string,
    @CurrentViewer() viewer: Viewer,
    @Context() context: GraphqlContext,
  ): Promise<boolean> {
    return this.handler.execute({ userId, newPassword }, this.pipeline.contextOf(context, viewer.userId));
  }
}
