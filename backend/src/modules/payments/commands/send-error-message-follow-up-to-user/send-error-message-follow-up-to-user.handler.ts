import { Inject, Injectable } from '@nestjs/common';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { sessionStream } from '../../../sessions/session-stream';
import { Language } from '../../../../../domain/accounts/account.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { SessionMessages } from '../../../../../domain/sessions/session.rules';
import { findSession } from '../../../../../projections/sessions/sessions.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById } from '../../../../../projections/users/users.projection';
import { AppConfig } from '../../../../config/app-config';
import { NotFoundError } from '../../../../graphql/graphql-errors';
import { CLOCK, Clock } from '../../../../../platform/clock/clock.port';
import { MailMessage } from '../../../../../platform/mail/mailer.port';
import { JOB_QUEUE, JobQueue } from '../../../../../platform/queue/job-queue.port';
import { APP_CONFIG } from '../../../../platform.module';
import { MAIL_QUEUE, SEND_MAIL_JOB } from '../../../../workers/mail/send-mail.processor';

interface FollowUp {
  firstName: string;
  subject: string;
  date: string;
  reason: string;
  link: string;
}

const TEMPLATES: Record<Language, (followUp: FollowUp) => { subject: string; text: string }> = {
  en: ({ firstName, subject, date, reason, link }) => ({
    subject: 'Please update your payment method',
    text: `Hi ${firstName},\n\nWe could not process the payment for your ${subject} session on ${date}: ${reason}\n\nPlease update your card here, then fix the session from your Sessions page:\n${link}\n\nThank you!`,
  }),
  sp: ({ firstName, subject, date, reason, link }) => ({
    subject: 'Actualiza tu método de pago',
    text: `Hola ${firstName}:\n\nNo pudimos procesar el pago de tu sesión de ${subject} del ${date}: ${reason}\n\nActualiza tu tarjeta aquí y luego corrige la sesión desde tu página de Sesiones:\n${link}\n\n¡Gracias!`,
  }),
};

/**
 * sendErrorMessageFollowUpToUser: an e-mail to the client of a session in ERROR asking them to
 * update their card, through the mail queue; at most one per session a day (the job id, and the
 * key of the PaymentErrorFollowUpSent it records on the session first, with the admin, for its
 * history), so a second click sends and records nothing more.
 */
@Injectable()
export class SendErrorMessageFollowUpToUserHandler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly pipeline: CommandPipeline,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(input: { sessionId: string }, context: CommandContext): Promise<void> {
    const { sessionId } = input;
    const session = await findSession(this.readModels, sessionId);
    if (!session) throw new NotFoundError(SessionMessages.notFound);
    if (session.status !== 'ERROR') throw new DomainError(SessionMessages.notError);
    const clientId = session.participants.find((participant) => participant.userType === 'STUDENT')?.userId;
    const client = clientId ? await findUserById(this.readModels, clientId) : null;
    if (!client) throw new NotFoundError('The client of this session was not found.');
    const language = client.profile.languagePreference;
    const message: MailMessage = {
      to: client.email.address,
      ...TEMPLATES[language]({
        firstName: client.profile.firstName,
        subject: session.subject,
        date: session.startTime.slice(0, 10),
        reason: session.errorReason ?? '',
        link: `${this.config.publicUrl}/account-settings/payment`,
      }),
    };
    const day = this.clock.now().toISOString().slice(0, 10);
    const followUpId = `error-follow-up:${sessionId}:${day}`;
    await this.pipeline.run(sessionStream.decider, sessionStream.streamIdOf(sessionId), { type: 'RecordPaymentErrorFollowUp', data: { clientId: client._id } }, { ...context, idempotencyKey: followUpId });
    await this.jobs.enqueue<MailMessage>(MAIL_QUEUE, SEND_MAIL_JOB, message, { jobId: followUpId, attempts: 8, backoffMs: 2000 });
  }
}
