import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { OutboxMailer } from '../mail/outbox-mailer';
import { OutboxSmsSender, SMS_OUTBOX_SUBJECT } from './outbox-sms-sender';
import { describeSmsSenderContract } from './sms-sender.contract';

const silent = pino({ level: 'silent' });

describeSmsSenderContract('dev outbox (embedded)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sms-outbox-'));
  const outbox = new OutboxMailer(join(dir, 'outbox.jsonl'), silent);
  return {
    sender: new OutboxSmsSender(outbox, silent),
    validNumber: '+14155552671',
    delivered: async (to) => (await outbox.outbox(to)).filter((message) => message.subject === SMS_OUTBOX_SUBJECT).map((message) => ({ to: message.to, text: message.text })),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});
