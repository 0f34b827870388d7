import { Injectable } from '@nestjs/common';
import { DEFAULT_TUTOR_HOURLY_WAGE } from '../../../../../domain/pairs/pair.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { TutorProfileMessages } from '../../../../../domain/tutors/tutor-profile.rules';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { findPair, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorById } from '../../../../../projections/tutor-search/tutor-search.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { AdminUserRates } from '../../admin-user-rates';
import { PairErrors, pairIdFor, pairStream } from '../../pair-stream';

/**
 * adminPairDefaultUsers: an admin pairs a tutor with a client without a tutoring request (the
 * pair the two would get from an accepted request, at the tutor's rate); an inactive pair of the
 * two is activated again, an active one stays. The idempotency key stands for the request: the
 * same key again records nothing.
 */
@Injectable()
export class AdminPairDefaultUsersHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly users: AdminUserRates,
  ) {}

  async execute(input: { tutorId: string; tuteeId: string; idempotencyKey: string }, context: CommandContext): Promise<PairDocument> {
    const [tutor, tutee] = await Promise.all([this.users.requireUser(input.tutorId), this.users.requireUser(input.tuteeId)]);
    if (!tutor.profile.profileTypes.includes('TUTOR')) throw DomainError.fromFieldErrors({ tutorId: TutorProfileMessages.notATutor });
    const pairId = pairIdFor(tutor._id, tutee._id);
    const tutorHourlyWage = (await findTutorById(this.readModels, tutor._id))?.hourlyWage ?? DEFAULT_TUTOR_HOURLY_WAGE;
    const requestId = `admin-pairing-${deterministicUuid(`admin-pairing:${pairId}:${input.idempotencyKey}`)}`;
    await this.pipeline.run(
      pairStream.decider,
      pairStream.streamIdOf(pairId),
      { type: 'CreatePair', data: { pairId, tutorId: tutor._id, clientId: tutee._id, requestId, tutorHourlyWage } },
      context,
      { awaitReadModels: pairStream.readModels },
    );
    const pair = await findPair(this.readModels, pairId);
    if (!pair) throw new NotFoundError(PairErrors.notFound);
    return pair;
  }
}
