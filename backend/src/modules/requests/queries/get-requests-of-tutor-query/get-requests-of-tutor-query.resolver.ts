import { Args, Query, Resolver } from '@nestjs/graphql';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { TutoringRequestModel, TutoringRequestStatusEnum } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views';
import { GetRequestsOfTutorQueryHandler } from './get-requests-of-tutor-query.handler';

@Resolver()
export class GetRequestsOfTutorQueryResolver {
  constructor(
    private readonly handler: GetRequestsOfTutorQueryHandler,
    private readonly views: TutoringRequestViews,
  ) {}

  @SignedIn('TUTOR')
  @Query(() => [TutoringRequestModel], { description: 'Requests to the viewer as a tutor, newest first; only those in `status` when given.' })
  async getRequestsOfTutorQuery(
    @CurrentViewer() viewer: Viewer,
    @Args('status', { type: () => TutoringRequestStatusEnum, nullable: true }) status?: TutoringRequestStatusEnum | null,
  ): Promise<TutoringRequestModel[]> {
    return this.views.many(await this.handler.execute({ viewerId: viewer.userId, status: status ?? null }));
  }
}
