import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { TutoringRequestModel } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views';
import { GetTutoringRequestHandler } from './get-tutoring-request.handler';

@Resolver()
export class GetTutoringRequestResolver {
  constructor(
    private readonly handler: GetTutoringRequestHandler,
    private readonly views: TutoringRequestViews,
  ) {}

  @SignedIn()
  @Query(() => TutoringRequestModel, { description: 'One request, for its client and tutor (admins too for a request to the team).' })
  async getTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer): Promise<TutoringRequestModel> {
    const request = await this.handler.execute({ viewerId: viewer.userId, viewerIsAdmin: viewer.user.profile.profileTypes.includes('ADMIN'), requestId });
    return this.views.one(request);
  }
}
