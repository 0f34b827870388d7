import { Field, ID, ObjectType } from '@nestjs/graphql';
import { FormAssessmentDocument } from '../../../projections/form-assessments/form-assessments.projection';

@ObjectType('FormAssessmentAnswer')
export class FormAssessmentAnswerModel {
  @Field() question!: string;
  @Field() response!: string;
}

@ObjectType('FormAssessmentResponse', { description: 'A form filled in about a session (spec section 3): who wrote it, about whom, its answers.' })
export class FormAssessmentResponseModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) userId!: string;
  @Field(() => [FormAssessmentAnswerModel]) responses!: FormAssessmentAnswerModel[];
  @Field(() => ID, { nullable: true }) receivingUserId!: string | null;
  @Field(() => ID) sessionId!: string;
  @Field() formName!: string;
  @Field() submittedAt!: string;

  static of(document: FormAssessmentDocument): FormAssessmentResponseModel {
    return {
      id: document._id,
      userId: document.userId,
      responses: document.responses,
      receivingUserId: document.receivingUserId,
      sessionId: document.sessionId,
      formName: document.formName,
      submittedAt: document.submittedAt,
    };
  }
}
