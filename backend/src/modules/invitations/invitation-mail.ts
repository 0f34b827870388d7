import { Inject, Injectable } from '@nestjs/common';
import { Language } from '../../../domain/accounts/account.rules';
import { MailMessage } from '../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../platform/queue/job-queue.port';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../workers/mail/send-mail.processor';

interface InviteMail {
  to: string;
  firstName: string;
  inviterName: string;
  ticket: string;
  /** The inviter's language: the invitee has chosen none yet. */
  language: Language;
}

const TEMPLATES: Record<Language, (mail: InviteMail, link: string) => { subject: string; text: string }> = {
  en: ({ firstName, inviterName }, link) => ({
    subject: `${inviterName} invited you to Tutoring Marketplace`,
    text: `Hi ${firstName},\n\n${inviterName} invited you to Tutoring Marketplace, where you can book sessions with your tutor and pay one session at a time.\n\nChoose a password to activate your account:\n${link}\n\nThe link works once, for 14 days.`,
  }),
  sp: ({ firstName, inviterName }, link) => ({
    subject: `${inviterName} te invitó a Tutoring Marketplace`,
    text: `Hola ${firstName}:\n\n${inviterName} te invitó a Tutoring Marketplace, donde puedes reservar sesiones con tu tutor y pagar una sesión a la vez.\n\nElige una contraseña para activar tu cuenta:\n${link}\n\nEl enlace funciona una vez, durante 14 días.`,
  }),
};

/** The invitation e-mail with its link /su/h/{ticket}, handed to the mail queue so a failed send is retried. */
@Injectable()
export class InvitationMail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async send(mail: InviteMail): Promise<void> {
    const link = `${this.config.publicUrl}/su/h/${encodeURIComponent(mail.ticket)}`;
    await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, { to: mail.to, ...TEMPLATES[mail.language](mail, link) }, { attempts: 8, backoffMs: 2000 });
  }
}
