import { Injectable } from '@nestjs/common';
import { profileActivityDecider, profileActivityStreamId } from '../../../../../domain/profile-activity/profile-activity';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorByProfileId } from '../../../../../projections/tutor-search/tutor-search.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { NotFoundError } from '../../../../graphql/graphql-errors';

/** createProfileActivity: records what a user did with a tutor's public profile, once per idempotency key. */
@Injectable()
export class CreateProfileActivityHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { profileId: string; activity: string; idempotencyKey: string }, context: CommandContext): Promise<boolean> {
    const tutor = await findTutorByProfileId(this.readModels, input.profileId);
    if (!tutor) throw new NotFoundError('This profile does not exist.');
    const activityId = deterministicUuid(`profile-activity:${input.idempotencyKey}`);
    await this.pipeline.run(
      profileActivityDecider,
      profileActivityStreamId(activityId),
      { type: 'RecordProfileActivity', data: { activityId, profileId: input.profileId, tutorId: tutor._id, kind: input.activity } },
      context,
    );
    return true;
  }
}
