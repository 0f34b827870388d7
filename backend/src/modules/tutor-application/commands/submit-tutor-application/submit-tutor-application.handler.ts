import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { tutorSearchProjection } from '../../../../../projections/tutor-search/tutor-search.projection';
import { findTutorApplication, tutorApplicationsProjection } from '../../../../../projections/tutor-applications/tutor-applications.projection';
import { usersProjection } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { tutorApplicationStream } from '../../tutor-application-stream';
import { TutorApplicationModel } from '../../tutor-application.model';
import { TUTOR_APPLICATION_WORKFLOW } from '../../workflows/tutor-application-workflow';

/** submitTutorApplication: the applicant's complete application is submitted, and answered once its tutor profile is open. */
@Injectable()
export class SubmitTutorApplicationHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { applicantId: string }, context: CommandContext): Promise<TutorApplicationModel> {
    const outcome = await this.pipeline.run(
      tutorApplicationStream.decider,
      tutorApplicationStream.streamIdOf(input.applicantId),
      { type: 'SubmitTutorApplication', data: {} },
      context,
    );
    await this.pipeline.awaitWorkflows(outcome.position, [TUTOR_APPLICATION_WORKFLOW], [tutorApplicationsProjection.name, usersProjection.name, tutorSearchProjection.name]);
    const application = await findTutorApplication(this.readModels, input.applicantId);
    if (!application) throw new Error(`application of ${input.applicantId} not in the read model after its submission`);
    return TutorApplicationModel.from(application);
  }
}
