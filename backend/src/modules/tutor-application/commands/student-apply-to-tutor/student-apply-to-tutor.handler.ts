import { Injectable } from '@nestjs/common';
import { AccountMessages, normalisePhoneNumber } from '../../../../../domain/accounts/account.rules';
import { isEligibleStudent } from '../../../../../domain/accounts/user.decider';
import { ForbiddenError, throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { birthdayProblem } from '../../../../../domain/tutor-application/tutor-application.rules';
import { optionalText } from '../../../../../domain/tutors/tutor-profile.rules';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findTutorApplication } from '../../../../../projections/tutor-applications/tutor-applications.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { userStream } from '../../../accounts/user-stream';
import { ApplicantContact } from '../../applicant-contact';
import { tutorApplicationStream } from '../../tutor-application-stream';
import { TutorApplicationModel } from '../../tutor-application.model';
import { StudentApplyToTutorInput } from './student-apply-to-tutor.input';

/**
 * studentApplyToTutor: a student's account starts an application from its core-info step. Only an
 * eligible student (a client of type Student, not a tutor yet) may; everything is checked before
 * anything is stored. The account becomes a tutor's when the application is submitted.
 */
@Injectable()
export class StudentApplyToTutorHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly contact: ApplicantContact,
  ) {}

  async execute(input: { userId: string; form: StudentApplyToTutorInput }, context: CommandContext): Promise<TutorApplicationModel> {
    const { state: user } = await this.pipeline.load(userStream.decider, userStream.streamIdOf(input.userId));
    if (user.status !== 'registered' || !isEligibleStudent(user)) throw new ForbiddenError(AccountMessages.notEligibleStudent);
    const typed = optionalText(input.form.phoneNumber);
    const phoneNumber = typed === null ? null : normalisePhoneNumber(typed);
    const { phoneTaken, message } = phoneNumber ? await this.contact.check(null, phoneNumber, input.userId) : { phoneTaken: false, message: null };
    throwIfInvalid({
      dob: birthdayProblem(input.form.dob, context.now),
      phoneNumber: typed !== null && !phoneNumber ? AccountMessages.invalidPhoneNumber : phoneTaken ? (message ?? undefined) : undefined,
    });
    await this.pipeline.run(
      tutorApplicationStream.decider,
      tutorApplicationStream.streamIdOf(input.userId),
      { type: 'StartTutorApplication', data: { applicantId: input.userId, origin: 'student', birthday: input.form.dob, tutorReferrerProfileId: null } },
      context,
      { awaitReadModels: tutorApplicationStream.readModels },
    );
    if (phoneNumber && phoneNumber !== user.phoneNumber) {
      await this.pipeline.run(userStream.decider, userStream.streamIdOf(input.userId), { type: 'ChangePhoneNumber', data: { phoneNumber } }, context, {
        awaitReadModels: userStream.readModels,
      });
    }
    const application = await findTutorApplication(this.readModels, input.userId);
    if (!application) throw new Error(`application of ${input.userId} not in the read model after its start`);
    return TutorApplicationModel.from(application);
  }
}
