import { Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { SessionModel } from '../../session.models';
import { CheckForSessionFeedbackHandler } from './check-for-session-feedback.handler';

@Resolver()
export class CheckForSessionFeedbackResolver {
  constructor(private readonly handler: CheckForSessionFeedbackHandler) {}

  @SignedIn()
  @Query(() => SessionModel, { nullable: true, description: 'The viewer’s latest ended session as a client still waiting for their check-in survey (createPostSessionFeedback), if any.' })
  checkForSessionFeedback(@CurrentViewer() viewer: Viewer): Promise<SessionModel | null> {
    return this.handler.execute({ userId: viewer.userId });
  }
}
