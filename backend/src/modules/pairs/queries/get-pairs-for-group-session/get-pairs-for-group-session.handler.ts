import { Injectable } from '@nestjs/common';
import { PairMessages } from '../../../../../domain/pairs/pair.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { findPairsOfClient, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';

/** A group session seats a handful of clients; more ids than this are a mistake, not a session. */
const MAX_GROUP_TUTEES = 50;

/** getPairsForGroupSession: the active pairs of each client, for seating them in a group session; each client's pairs in turn, newest first. */
@Injectable()
export class GetPairsForGroupSessionHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { tuteeIds: readonly string[] }): Promise<PairDocument[]> {
    const tuteeIds = [...new Set(input.tuteeIds)];
    if (tuteeIds.length > MAX_GROUP_TUTEES) throw DomainError.fromFieldErrors({ tuteeIds: PairMessages.tooManyTutees });
    const pairs = await Promise.all(tuteeIds.map((tuteeId) => findPairsOfClient(this.readModels, tuteeId, true)));
    return pairs.flat();
  }
}
