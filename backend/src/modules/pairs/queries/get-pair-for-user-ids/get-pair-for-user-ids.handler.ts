import { Injectable } from '@nestjs/common';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { findPairOf, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** getPairForUserIds: the pair of a tutor and a client, for the two of them and admins (FORBIDDEN for anyone else). */
@Injectable()
export class GetPairForUserIdsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewerId: string; viewerIsAdmin: boolean; tutorId: string; tuteeId: string }): Promise<PairDocument | null> {
    if (input.viewerId !== input.tutorId && input.viewerId !== input.tuteeId && !input.viewerIsAdmin) throw new ForbiddenError();
    return findPairOf(this.readModels, input.tutorId, input.tuteeId);
  }
}
