import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorApplication } from '../../../../../projections/tutor-applications/tutor-applications.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { ApplicationStepReader, tutorApplicationStream } from '../../tutor-application-stream';
import { stepOf, TutorApplicationStepInput } from '../../tutor-application.input';
import { TutorApplicationModel } from '../../tutor-application.model';

/** saveTutorApplicationStep: one step of the applicant's own application, kept on the server so any device resumes it. */
@Injectable()
export class SaveTutorApplicationStepHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly steps: ApplicationStepReader,
  ) {}

  async execute(input: { applicantId: string; form: TutorApplicationStepInput }, context: CommandContext): Promise<TutorApplicationModel> {
    const stepInput = await this.steps.stepInputOf(stepOf(input.form.step), input.form);
    await this.pipeline.run(
      tutorApplicationStream.decider,
      tutorApplicationStream.streamIdOf(input.applicantId),
      { type: 'SaveApplicationStep', data: { input: stepInput } },
      context,
      { awaitReadModels: tutorApplicationStream.readModels },
    );
    const application = await findTutorApplication(this.readModels, input.applicantId);
    if (!application) throw new Error(`application of ${input.applicantId} not in the read model after a saved step`);
    return TutorApplicationModel.from(application);
  }
}
