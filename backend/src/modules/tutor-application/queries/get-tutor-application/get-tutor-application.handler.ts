import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorApplication } from '../../../../../projections/tutor-applications/tutor-applications.projection';
import { TutorApplicationModel } from '../../tutor-application.model';

/** getTutorApplication: the viewer's own application, or null when they have none. */
@Injectable()
export class GetTutorApplicationHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { applicantId: string }): Promise<TutorApplicationModel | null> {
    const application = await findTutorApplication(this.readModels, input.applicantId);
    return application && TutorApplicationModel.from(application);
  }
}
