import { Logger } from '../../../platform/logging/logger';
import { MailMessage, Mailer } from '../../../platform/mail/mailer.port';
import { JobQueue, JobWorker } from '../../../platform/queue/job-queue.port';

export const MAIL_QUEUE = 'mail';
export const SEND_MAIL_JOB = 'send';

/** Delivers queued e-mails through the Mail port; a thrown error makes the queue retry with backoff. */
export function startSendMailProcessor(jobs: JobQueue, mailer: Mailer, logger: Logger): JobWorker {
  return jobs.process<MailMessage>(
    MAIL_QUEUE,
    async (job) => {
      try {
        await mailer.send(job.data);
      } catch (error) {
        logger.warn({ err: error, jobId: job.id, attempt: job.attemptsMade + 1, subject: job.data.subject }, 'mail delivery failed; will retry');
        throw error;
      }
    },
    { concurrency: 4 },
  );
}
