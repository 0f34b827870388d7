import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { TutorOnboardingContent } from '../../../content/onboarding/tutor-onboarding.content';
import { TutorSearchDocument } from '../../../projections/tutor-search/tutor-search.projection';

@ObjectType('OnboardingAgreement', { description: 'The tutor agreement as shown, in the language asked for.' })
export class OnboardingAgreementModel {
  @Field(() => String) version!: string;
  @Field(() => String) title!: string;
  @Field(() => [String]) paragraphs!: string[];
}

@ObjectType('OnboardingQuizOption')
export class OnboardingQuizOptionModel {
  @Field(() => ID) id!: string;
  @Field(() => String) text!: string;
}

@ObjectType('OnboardingQuizQuestion', { description: 'A question of the quiz on the platform rules; the right answer stays on the server.' })
export class OnboardingQuizQuestionModel {
  @Field(() => ID) id!: string;
  @Field(() => String) question!: string;
  @Field(() => [OnboardingQuizOptionModel]) options!: OnboardingQuizOptionModel[];
}

@ObjectType('OnboardingQuiz')
export class OnboardingQuizModel {
  @Field(() => String) version!: string;
  @Field(() => Int, { description: 'The least number of right answers that passes.' }) passMark!: number;
  @Field(() => [OnboardingQuizQuestionModel]) questions!: OnboardingQuizQuestionModel[];
}

/** One tutor's onboarding as the tutor's checklist and the admins' queue show it. */
@ObjectType('TutorOnboarding')
export class TutorOnboardingModel {
  @Field(() => ID, { description: 'The tutor (user) id.' }) tutorId!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true, description: 'The profile id (/u/{profileId}).' }) profileId!: string | null;
  @Field(() => String, { description: 'applying (checklist open), submitted (waiting for an admin) or onboarded.' }) status!: string;
  @Field(() => Boolean) hasSignedAgreement!: boolean;
  @Field(() => String, { nullable: true, description: 'The agreement version signed last.' }) agreementVersion!: string | null;
  @Field(() => Boolean, { description: 'Whether the quiz on the platform rules was passed.' }) tutorQuizSubmitted!: boolean;
  @Field(() => String, { nullable: true }) onboardVideoLink!: string | null;
  @Field(() => String, { nullable: true, description: 'The payout method on file now: venmo, paypal or stripeConnect.' }) primaryPayoutMethod!: string | null;
  @Field(() => String, { nullable: true }) tutorOnboardingSubmitTime!: string | null;
  @Field(() => String, { nullable: true, description: 'Why an admin last sent the application back.' }) sentBackReason!: string | null;
  @Field(() => Boolean) isOnboarded!: boolean;
  @Field(() => Boolean) isVisible!: boolean;
  @Field(() => Boolean, { description: 'On the admins’ active list.' }) isOnActiveList!: boolean;

  static of(tutor: TutorSearchDocument, primaryPayoutMethod: string | null): TutorOnboardingModel {
    const { onboarding } = tutor;
    return {
      tutorId: tutor._id,
      firstName: tutor.firstName,
      lastName: tutor.lastName,
      profileId: tutor.profileId,
      status: onboarding.status,
      hasSignedAgreement: tutor.hasSignedAgreement,
      agreementVersion: onboarding.agreementVersion,
      tutorQuizSubmitted: onboarding.quizPassed,
      onboardVideoLink: onboarding.videoLink,
      primaryPayoutMethod,
      tutorOnboardingSubmitTime: onboarding.submittedAt,
      sentBackReason: onboarding.sentBackReason,
      isOnboarded: tutor.isOnboarded,
      isVisible: tutor.isVisible,
      isOnActiveList: onboarding.isOnActiveList,
    };
  }
}

/** The checklist's content for a tutor: what to sign, the quiz (without answers) and what the video should show. */
@ObjectType('TutorOnboardingChecklist')
export class TutorOnboardingChecklistModel {
  @Field(() => TutorOnboardingModel) onboarding!: TutorOnboardingModel;
  @Field(() => OnboardingAgreementModel) agreement!: OnboardingAgreementModel;
  @Field(() => Boolean, { description: 'Whether the agreement signed is the current version.' }) hasSignedCurrentAgreement!: boolean;
  @Field(() => OnboardingQuizModel) quiz!: OnboardingQuizModel;
  @Field(() => String) videoInstructions!: string;

  static of(onboarding: TutorOnboardingModel, content: TutorOnboardingContent): TutorOnboardingChecklistModel {
    return {
      onboarding,
      agreement: { version: content.agreement.version, title: content.agreement.title, paragraphs: [...content.agreement.paragraphs] },
      hasSignedCurrentAgreement: onboarding.hasSignedAgreement && onboarding.agreementVersion === content.agreement.version,
      quiz: {
        version: content.quiz.version,
        passMark: content.quiz.passMark,
        questions: content.quiz.questions.map(({ id, question, options }) => ({ id, question, options: options.map((option) => ({ ...option })) })),
      },
      videoInstructions: content.videoInstructions,
    };
  }
}

@ObjectType('QuizAttemptResult')
export class QuizAttemptResultModel {
  @Field(() => Boolean) passed!: boolean;
  @Field(() => Int) correctAnswers!: number;
  @Field(() => Int) questionCount!: number;
  @Field(() => Int) passMark!: number;
}
