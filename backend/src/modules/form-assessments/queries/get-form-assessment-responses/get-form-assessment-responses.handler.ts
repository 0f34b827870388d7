import { Injectable } from '@nestjs/common';
import { listFormAssessmentResponses } from '../../../../../projections/form-assessments/form-assessments.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { FormAssessmentResponseModel } from '../../form-assessment.model';

export const FORM_ASSESSMENT_RESPONSES_LIMIT = 200;

/**
 * getFormAssessmentResponses: the forms filled in about sessions, optionally of one session or form.
 * A user sees those they wrote or that are about them; an admin sees every one.
 */
@Injectable()
export class GetFormAssessmentResponsesHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { viewer: Viewer; sessionId: string | null; formName: string | null }): Promise<FormAssessmentResponseModel[]> {
    const isAdmin = input.viewer.user.profile.profileTypes.includes('ADMIN');
    const found = await listFormAssessmentResponses(this.readModels, {
      sessionId: input.sessionId,
      formName: input.formName,
      involving: isAdmin ? null : input.viewer.userId,
      limit: FORM_ASSESSMENT_RESPONSES_LIMIT,
    });
    return found.map((document) => FormAssessmentResponseModel.of(document));
  }
}
