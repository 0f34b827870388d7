import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { countPairsOf } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import {
  countPendingRequestsOfTutor,
  findRequestsOfClient,
  findRequestsOfTutor,
  findTutoringRequest,
} from '../../../../../projections/tutoring-requests/tutoring-requests.projection';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { TutoringRequestModel, TutoringRequestStatusEnum } from '../../tutoring-request.model';
import { TutoringRequestViews } from '../../tutoring-request-views.service';

@Resolver()
export class GetTutoringRequestsResolver {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: TutoringRequestViews,
  ) {}

  @SignedIn('TUTOR')
  @Query(() => [TutoringRequestModel], { description: 'Requests to the viewer as a tutor, newest first; only those in `status` when given.' })
  async getRequestsOfTutorQuery(
    @CurrentViewer() viewer: Viewer,
    @Args('status', { type: () => TutoringRequestStatusEnum, nullable: true }) status?: TutoringRequestStatusEnum | null,
  ): Promise<TutoringRequestModel[]> {
    return this.views.many(await findRequestsOfTutor(this.readModels, viewer.userId, status ?? undefined));
  }

  @SignedIn()
  @Query(() => [TutoringRequestModel], { description: 'Requests the viewer sent as a client, newest first; only those in `status` when given.' })
  async getRequestsOfTuteeQuery(
    @CurrentViewer() viewer: Viewer,
    @Args('status', { type: () => TutoringRequestStatusEnum, nullable: true }) status?: TutoringRequestStatusEnum | null,
  ): Promise<TutoringRequestModel[]> {
    return this.views.many(await findRequestsOfClient(this.readModels, viewer.userId, status ?? undefined));
  }

  @SignedIn('TUTOR')
  @Query(() => Int, { description: 'Requests waiting for the viewer’s answer: the Find Clients badge.' })
  getPendingTutorRequestCount(@CurrentViewer() viewer: Viewer): Promise<number> {
    return countPendingRequestsOfTutor(this.readModels, viewer.userId);
  }

  @SignedIn()
  @Query(() => TutoringRequestModel, { description: 'One request, for its client and tutor (admins too for a request to the team).' })
  async getTutoringRequest(@Args('requestId', { type: () => ID }) requestId: string, @CurrentViewer() viewer: Viewer): Promise<TutoringRequestModel> {
    const request = await findTutoringRequest(this.readModels, requestId);
    if (!request) throw new NotFoundError('This tutoring request does not exist.');
    const isAdmin = viewer.user.profile.profileTypes.includes('ADMIN');
    if (viewer.userId !== request.clientId && viewer.userId !== request.tutorId && !(isAdmin && request.tutorId === null)) throw new ForbiddenError();
    return this.views.one(request);
  }

  @SignedIn()
  @Query(() => Boolean, { description: 'Whether the viewer has sent or received a request or has a pair.' })
  async hasConnections(@CurrentViewer() viewer: Viewer): Promise<boolean> {
    if ((await countPairsOf(this.readModels, viewer.userId)) > 0) return true;
    const [sent, received] = await Promise.all([findRequestsOfClient(this.readModels, viewer.userId), findRequestsOfTutor(this.readModels, viewer.userId)]);
    return sent.length > 0 || received.length > 0;
  }
}
