import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { findPairBetween, findPairOf, findPairsOfClient, findPairsOfTutor, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CurrentViewer, SignedIn } from '../../../accounts/auth/access';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { PairModel, PairPartyModel } from '../../pair.model';
import { PairViews } from '../../pair-views.service';

/** The pair queries of spec section 7: a viewer sees only pairs they are in (admins any). */
@Resolver()
export class GetPairsResolver {
  constructor(
    private readonly readModels: ReadModels,
    private readonly views: PairViews,
  ) {}

  private async view(pair: PairDocument | null): Promise<PairModel | null> {
    return pair ? this.views.of(pair) : null;
  }

  @SignedIn()
  @Query(() => PairModel, { nullable: true, description: 'The pair of this tutor and client; only for the two of them and admins.' })
  async getPairForUserIds(
    @Args('tutorId', { type: () => ID }) tutorId: string,
    @Args('tuteeId', { type: () => ID }) tuteeId: string,
    @CurrentViewer() viewer: Viewer,
  ): Promise<PairModel | null> {
    if (viewer.userId !== tutorId && viewer.userId !== tuteeId && !viewer.user.profile.profileTypes.includes('ADMIN')) throw new ForbiddenError();
    return this.view(await findPairOf(this.readModels, tutorId, tuteeId));
  }

  @SignedIn()
  @Query(() => PairModel, { nullable: true, description: 'The pair of the viewer and this user, whichever is the tutor.' })
  async getPairForUserId(@Args('userId', { type: () => ID }) userId: string, @CurrentViewer() viewer: Viewer): Promise<PairModel | null> {
    return this.view(await findPairBetween(this.readModels, viewer.userId, userId));
  }

  @SignedIn()
  @Query(() => PairModel, { nullable: true, description: 'The pair of the viewer, as the client, with this tutor.' })
  async getPairWithTutorId(@Args('tutorId', { type: () => ID }) tutorId: string, @CurrentViewer() viewer: Viewer): Promise<PairModel | null> {
    return this.view(await findPairOf(this.readModels, tutorId, viewer.userId));
  }

  @SignedIn()
  @Query(() => [PairPartyModel], { description: 'The tutors the viewer has an active pair with.' })
  async getPairedTutorList(@CurrentViewer() viewer: Viewer): Promise<PairPartyModel[]> {
    return this.views.partiesOf((await findPairsOfClient(this.readModels, viewer.userId, true)).map((pair) => pair.tutorId));
  }

  @SignedIn()
  @Query(() => [PairPartyModel], { description: 'The clients the viewer, as a tutor, has an active pair with.' })
  async getPairedTuteeList(@CurrentViewer() viewer: Viewer): Promise<PairPartyModel[]> {
    return this.views.partiesOf((await findPairsOfTutor(this.readModels, viewer.userId, true)).map((pair) => pair.clientId));
  }

  @SignedIn()
  @Query(() => [PairPartyModel], { description: 'Every tutor the viewer has had a pair with, active or not.' })
  async getTutorList(@CurrentViewer() viewer: Viewer): Promise<PairPartyModel[]> {
    return this.views.partiesOf((await findPairsOfClient(this.readModels, viewer.userId)).map((pair) => pair.tutorId));
  }

  @SignedIn()
  @Query(() => [PairPartyModel], { description: 'Every client the viewer, as a tutor, has had a pair with, active or not.' })
  async getTuteeList(@CurrentViewer() viewer: Viewer): Promise<PairPartyModel[]> {
    return this.views.partiesOf((await findPairsOfTutor(this.readModels, viewer.userId)).map((pair) => pair.clientId));
  }
}
