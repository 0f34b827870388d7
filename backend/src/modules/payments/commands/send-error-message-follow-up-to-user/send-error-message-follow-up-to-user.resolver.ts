import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { Context, CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { GraphqlContext, Viewer } from '../../../accounts/auth/graphql-context';
import { SendErrorMessageFollowUpToUserHandler } from './send-error-message-follow-up-to-user.handler';

@Resolver()
export class SendErrorMessageFollowUpToUserResolver {
  constructor(
    private readonly handler: SendErrorMessageFollowUpToUserHandler,
    private readonly pipeline: CommandPipeline,
  ) {}

  @SignedIn('ADMIN')
  @Mutation(() => Boolean, { description: "E-mails the client of a session in ERROR a reminder to update their card (at most once a day per session); true once queued; recorded on the session (PaymentErrorFollowUpSent, with the admin). Admins only." })
  async sendErrorMessageFollowUpToUser(@Args('sessionId', { type: () => ID }) sessionId: string, @CurrentViewer() viewer: Viewer, @Context() context: GraphqlContext): Promise<boolean> {
    await this.handler.execute({ sessionId }, this.pipeline.contextOf(context, viewer.userId));
    return true;
  }
}
