import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { SignedIn } from '../../../accounts/auth/access';
import { AdminRetrySessionPayoutHandler } from './admin-retry-session-payout.handler';

@Resolver()
export class AdminRetrySessionPayoutResolver {
  constructor(private readonly handler: AdminRetrySessionPayoutHandler) {}

  @SignedIn('ADMIN')
  @Mutation(() => Boolean, { description: "Runs a session's payout job again now (it resumes where it stopped, never charging or paying twice); true once queued or running." })
  async adminRetrySessionPayout(@Args('sessionId', { type: () => ID }) sessionId: string): Promise<boolean> {
    await this.handler.execute({ sessionId });
    return true;
  }
}
