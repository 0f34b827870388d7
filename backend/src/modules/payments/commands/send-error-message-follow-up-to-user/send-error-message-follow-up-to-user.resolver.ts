import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { SendErrorMessageFollowUpToUserHandler } from './send-error-message-follow-up-to-user.handler';

@Resolver()
export class SendErrorMessageFollowUpToUserResolver {
  constructor(private readonly handler: SendErrorMessageFollowUpToUserHandler) {}

  @SignedIn('ADMIN')
  @Mutation(() => Boolean, { description: "E-mails the client of a session in ERROR a reminder to update their card (at most once a day per session); true once queued. Admins only." })
  async sendErrorMessageFollowUpToUser(@Args('sessionId', { type: () => ID }) sessionId: string): Promise<boolean> {
    await this.handler.execute({ sessionId });
    return true;
  }
}
