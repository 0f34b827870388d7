import { Injectable } from '@nestjs/common';
import { normaliseEmail, normalisePhoneNumber } from '../../../domain/accounts/account.rules';
import { TutorApplicationMessages } from '../../../domain/tutor-application/tutor-application.rules';
import { ReadModels } from '../../../projections/runner/read-models';
import { findUserByEmail, findUserByPhoneNumber } from '../../../projections/users/users.projection';

export interface ContactCheck {
  emailTaken: boolean;
  phoneTaken: boolean;
  /** The server's message when either is taken. */
  message: string | null;
}

/** Whether step 1's e-mail address or phone number (parsed as US) belongs to an account other than `ownUserId`. */
@Injectable()
export class ApplicantContact {
  constructor(private readonly readModels: ReadModels) {}

  async check(email: string | null, phone: string | null, ownUserId: string | null = null): Promise<ContactCheck> {
    const address = email?.trim() ? normaliseEmail(email) : null;
    const number = phone?.trim() ? normalisePhoneNumber(phone) : null;
    const emailOwner = address ? await findUserByEmail(this.readModels, address) : null;
    const phoneOwner = number ? await findUserByPhoneNumber(this.readModels, number) : null;
    const emailTaken = emailOwner !== null && emailOwner._id !== ownUserId;
    const phoneTaken = phoneOwner !== null && phoneOwner._id !== ownUserId;
    const message = emailTaken ? TutorApplicationMessages.emailTaken : phoneTaken ? TutorApplicationMessages.phoneTaken : null;
    return { emailTaken, phoneTaken, message };
  }
}
