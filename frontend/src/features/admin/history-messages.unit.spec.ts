import { IntlMessageFormat } from 'intl-messageformat';
import { DESCRIBED_EVENT_TYPES, describeAuditEvent, UNKNOWN_EVENT_MESSAGE_ID } from '../../../../backend/domain/audit/audit-descriptions';
import { historyMessages } from './history-messages';

/** The server names a message and its values (AuditDescription); the History tab formats it in English and Spanish. */
describe('the audit trail\'s event descriptions', () => {
  const format = (language: 'en' | 'sp', messageId: string, values: Record<string, string>) =>
    new IntlMessageFormat(historyMessages[language][messageId], language === 'en' ? 'en-US' : 'es-US').format(values) as string;

  it.each(DESCRIBED_EVENT_TYPES)('%s has a message in English and Spanish naming exactly the values the server gives', (type) => {
    const { messageId, values } = describeAuditEvent(type, {});
    for (const language of ['en', 'sp'] as const) {
      expect(historyMessages[language][messageId] ? messageId : `missing ${language} ${messageId}`).toBe(messageId);
      expect(() => format(language, messageId, values)).not.toThrow();
      for (const name of Object.keys(values)) expect(historyMessages[language][messageId]).toContain(`{${name}`);
    }
  });

  it('reads a payout and a session the way an admin follows them, in both languages', () => {
    const charged = describeAuditEvent('ClientCharged', { amountCents: 4388, chargeId: 'ch_1' });
    expect(format('en', charged.messageId, charged.values)).toBe('Client charged $43.88 (ch_1)');
    expect(format('sp', charged.messageId, charged.values)).toBe('Se cobró al cliente $43.88 (ch_1)');
    const scheduled = describeAuditEvent('SessionScheduled', { subject: 'SAT', startTime: '2026-11-25T10:00:00Z', endTime: '2026-11-25T11:00:00Z', meeting: { solution: 'LESSONSPACE' } });
    expect(format('en', scheduled.messageId, scheduled.values)).toBe('Session scheduled: SAT, 60 minutes, online lesson space');
    expect(format('sp', scheduled.messageId, scheduled.values)).toBe('Sesión programada: SAT, 60 minutos, aula en línea');
    const cancelled = describeAuditEvent('SessionCancelled', { withinNoticeWindow: true });
    expect(format('en', cancelled.messageId, cancelled.values)).toBe('Session cancelled within the 24-hour notice');
    expect(format('sp', describeAuditEvent('SessionCancelled', { withinNoticeWindow: false }).messageId, { withinNotice: 'no' })).toBe('Sesión cancelada');
  });

  it('names an event type it has no message for by its type', () => {
    const unknown = describeAuditEvent('SomethingNew', {});
    expect(unknown.messageId).toBe(UNKNOWN_EVENT_MESSAGE_ID);
    expect(format('en', unknown.messageId, unknown.values)).toBe('SomethingNew recorded');
    expect(format('sp', unknown.messageId, unknown.values)).toBe('Se registró SomethingNew');
  });
});
