import { Inject, Injectable } from '@nestjs/common';
import { Language } from '../../../domain/accounts/account.rules';
import { AppConfig } from '../../config/app-config';
import { MailMessage } from '../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../platform/queue/job-queue.port';
import { APP_CONFIG } from '../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../workers/mail/send-mail.processor';

type Template = (link: string, firstName: string) => { subject: string; text: string };

const TEMPLATES: Record<'verifyEmail' | 'resetPassword' | 'passwordSetByAdmin', Record<Language, Template>> = {
  verifyEmail: {
    en: (link, firstName) => ({
      subject: 'Verify your email address',
      text: `Hi ${firstName},\n\nPlease verify your email address to start connecting with tutors:\n${link}\n\nThe link works for 24 hours.`,
    }),
    sp: (link, firstName) => ({
      subject: 'Verifica tu correo electrónico',
      text: `Hola ${firstName}:\n\nVerifica tu correo electrónico para empezar a conectar con tutores:\n${link}\n\nEl enlace es válido durante 24 horas.`,
    }),
  },
  resetPassword: {
    en: (link, firstName) => ({
      subject: 'Reset your password',
      text: `Hi ${firstName},\n\nUse this link to choose a new password:\n${link}\n\nThe link works for one hour. If you did not ask for it, you can ignore this email.`,
    }),
    sp: (link, firstName) => ({
      subject: 'Restablece tu contraseña',
      text: `Hola ${firstName}:\n\nUsa este enlace para elegir una contraseña nueva:\n${link}\n\nEl enlace es válido durante una hora. Si no lo pediste, puedes ignorar este correo.`,
    }),
  },
  passwordSetByAdmin: {
    en: (link, firstName) => ({
      subject: 'Your password was changed',
      text: `Hi ${firstName},\n\nOur team set a new password for your account, and you were signed out everywhere. Sign in with the password you were given:\n${link}\n\nIf you did not ask for this, please contact us.`,
    }),
    sp: (link, firstName) => ({
      subject: 'Tu contraseña cambió',
      text: `Hola ${firstName}:\n\nNuestro equipo estableció una contraseña nueva para tu cuenta y se cerraron todas tus sesiones. Inicia sesión con la contraseña que te dieron:\n${link}\n\nSi no lo pediste, contáctanos.`,
    }),
  },
};

/** Account e-mails, in the user's language, handed to the mail queue so a failed send is retried. */
@Injectable()
export class AccountMail {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
  ) {}

  async sendVerification(to: string, firstName: string, language: Language, token: string): Promise<void> {
    const link = `${this.config.publicUrl}/welcome/verify-account?token=${encodeURIComponent(token)}`;
    await this.enqueue({ to, ...TEMPLATES.verifyEmail[language](link, firstName) });
  }

  async sendPasswordReset(to: string, firstName: string, language: Language, token: string): Promise<void> {
    const link = `${this.config.publicUrl}/reset-password/${encodeURIComponent(token)}`;
    await this.enqueue({ to, ...TEMPLATES.resetPassword[language](link, firstName) });
  }

  /** saveNewUserPassword: the user learns that an admin set their password and that they were signed out. */
  async sendPasswordSetByAdmin(to: string, firstName: string, language: Language): Promise<void> {
    await this.enqueue({ to, ...TEMPLATES.passwordSetByAdmin[language](`${this.config.publicUrl}/login`, firstName) });
  }

  private async enqueue(message: MailMessage): Promise<void> {
    await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, message, { attempts: 8, backoffMs: 2000 });
  }
}
