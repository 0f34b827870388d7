import { Injectable } from '@nestjs/common';
import { ApplicantContact } from '../../applicant-contact';
import { EmailPhoneCheckModel } from '../../tutor-application.model';

/** checkEmailPhoneExists: application step 1 asks before Next whether its e-mail or phone (parsed as US) is taken. */
@Injectable()
export class CheckEmailPhoneExistsHandler {
  constructor(private readonly contact: ApplicantContact) {}

  async execute(input: { email: string; phone: string; viewerId: string | null }): Promise<EmailPhoneCheckModel> {
    return this.contact.check(input.email, input.phone, input.viewerId);
  }
}
