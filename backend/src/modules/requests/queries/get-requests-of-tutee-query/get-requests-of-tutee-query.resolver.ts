import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { TutoringRequestModel, TutoringRequestStatusEnum } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views';
import { GetRequestsOfTuteeQueryHandler } from './get-requests-of-tutee-query.handler';

@Resolver()
export class GetRequestsOfTuteeQueryResolver {
  constructor(
    private readonly handler: GetRequestsOfTuteeQueryHandler,
    private readonly views: TutoringRequestViews,
  ) {}

  @SignedIn()
  @Query(() => [TutoringRequestModel], { description: 'Requests the viewer sent as a client, newest first; only those in `status` when given.' })
  async getRequestsOfTuteeQuery(
    @CurrentViewer() viewer: Viewer,
    @Args('status', { type: () => TutoringRequestStatusEnum, nullable: true }) status?: TutoringRequestStatusEnum | null,
  ): Promise<TutoringRequestModel[]> {
    return this.views.many(await this.handler.execute({ viewerId: viewer.userId, status: status ?? null }));
  }
}
