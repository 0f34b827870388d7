import { Injectable } from '@nestjs/common';
import { AccountMessages, normalisePhoneNumber } from '../../../../../domain/accounts/account.rules';
import { throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { birthdayProblem } from '../../../../../domain/tutor-application/tutor-application.rules';
import { findReferrerByCode } from '../../../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { profileIdOf } from '../../../../../domain/tutors/tutor-profile.rules';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { SessionClaims } from '../../../accounts/auth/session-token.service';
import { EmailSignupHandler, signupUserIdOf } from '../../../accounts/commands/email-signup/email-signup.handler';
import { ClientProfileTypeEnum } from '../../../accounts/user.model';
import { SignupProfileTypeEnum } from '../../../accounts/commands/email-signup/email-signup.input';
import { ApplicantContact } from '../../applicant-contact';
import { tutorApplicationStream } from '../../tutor-application-stream';
import { SignUpTutorInput } from './sign-up-tutor.input';

/**
 * signUpTutor (and, with a tutor's referral code, signUpTutorByTutorReferral): application step 1.
 * Checks the birthday and the phone number before anything is stored, creates the tutor's account
 * through the one sign-up (reserved address, hashed password, verification e-mail, the referral code
 * linking the referrer), then starts the application on its own stream. With an idempotency key a
 * retry finds both recorded and signs the same account in.
 */
@Injectable()
export class SignUpTutorHandler {
  constructor(
    private readonly signUp: EmailSignupHandler,
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    private readonly contact: ApplicantContact,
  ) {}

  async execute(input: { form: SignUpTutorInput; referralCode: string | null; signedInUserId: string | null }, context: CommandContext): Promise<SessionClaims> {
    const { form } = input;
    const phoneNumber = normalisePhoneNumber(form.phoneNumber);
    const { phoneTaken, message } = phoneNumber ? await this.contact.check(null, phoneNumber, signupUserIdOf(form.email, context.idempotencyKey)) : { phoneTaken: false, message: null };
    throwIfInvalid({
      dob: birthdayProblem(form.dob, context.now),
      phoneNumber: !phoneNumber ? AccountMessages.invalidPhoneNumber : phoneTaken ? (message ?? undefined) : undefined,
    });
    const tutorReferrerProfileId = input.referralCode ? await this.referrerProfileId(input.referralCode) : null;
    const claims = await this.signUp.execute(
      {
        form: {
          email: form.email,
          password: form.password,
          firstName: form.firstName,
          lastName: form.lastName,
          profileType: SignupProfileTypeEnum.TUTOR,
          clientProfileType: ClientProfileTypeEnum.PARENT,
          phoneNumber: form.phoneNumber,
          referralCode: input.referralCode,
        },
        signedInUserId: input.signedInUserId,
      },
      context,
    );
    await this.pipeline.run(
      tutorApplicationStream.decider,
      tutorApplicationStream.streamIdOf(claims.userId),
      { type: 'StartTutorApplication', data: { applicantId: claims.userId, origin: 'apply', birthday: form.dob, tutorReferrerProfileId } },
      { ...context, actorId: claims.userId },
      { awaitReadModels: tutorApplicationStream.readModels },
    );
    return claims;
  }

  /** The profile id of the tutor whose code this is (derived from their id, open or not yet); null for a code of nobody or of a client. */
  private async referrerProfileId(code: string): Promise<string | null> {
    const referrerId = await findReferrerByCode(this.readModels, code);
    const referrer = referrerId ? await findUserById(this.readModels, referrerId) : null;
    return referrer?.profile.profileTypes.includes('TUTOR') ? profileIdOf(referrer._id) : null;
  }
}
