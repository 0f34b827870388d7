import { Injectable } from '@nestjs/common';
import { PairDocument } from '../../../projections/pairs/pairs.projection';
import { REVIEWS_COLLECTION, ReviewDocument } from '../../../projections/reviews/reviews.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { PairModel, PairPartyModel } from './pair.model';
import { PartyDirectory } from './party-directory';

/** Pairs as the API shows them, with both members' names and the client's review; also for the conversations module. */
@Injectable()
export class PairViews {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: PartyDirectory,
  ) {}

  async of(pair: PairDocument): Promise<PairModel> {
    const [parties, review] = await Promise.all([
      this.directory.parties([pair.tutorId, pair.clientId]),
      this.readModels.collection<ReviewDocument>(REVIEWS_COLLECTION).findOne({ tutorId: pair.tutorId, clientId: pair.clientId }),
    ]);
    return PairModel.of(pair, parties, review?._id ?? null);
  }

  async partiesOf(ids: readonly string[]): Promise<PairPartyModel[]> {
    const parties = await this.directory.parties(ids);
    return ids.map((id) => parties.get(id) ?? PartyDirectory.unknown(id));
  }
}
