import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describeMailerContract } from './mailer.contract';
import { OutboxMailer } from './outbox-mailer';

const silent = pino({ level: 'silent' });

describeMailerContract('outbox (embedded)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
  const mailer = new OutboxMailer(join(dir, 'outbox.jsonl'), silent);
  return {
    mailer,
    delivered: async (to) => mailer.outbox(to),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});

describe('outbox mailer', () => {
  it('keeps its messages across a restart, newest first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const file = join(dir, 'outbox.jsonl');
    await new OutboxMailer(file, silent).send({ to: 'Ana@Example.com', subject: 'First', text: '1' });
    await new OutboxMailer(file, silent).send({ to: 'ana@example.com', subject: 'Second', text: '2' });
    const reopened = new OutboxMailer(file, silent);
    expect((await reopened.outbox('ANA@example.com')).map((message) => message.subject)).toEqual(['Second', 'First']);
    rmSync(dir, { recursive: true, force: true });
  });
});
