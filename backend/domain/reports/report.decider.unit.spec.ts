import { deciderSpecification } from '../test-support/decider-specification';
import { ReportCommand } from './report.commands';
import { reportDecider } from './report.decider';
import { ReportEvent } from './report.events';
import { ReportMessages } from './report.rules';

const spec = deciderSpecification(reportDecider);
const now = new Date('2026-11-25T10:00:00Z');
const report = (data: Partial<Extract<ReportCommand, { type: 'ReportUser' }>['data']> = {}): ReportCommand => ({
  type: 'ReportUser',
  data: { reportId: 'r1', reporterId: 'ana', reportedUserId: 'bob', reason: 'HARASSMENT', details: ' Rude messages. ', ...data },
  metadata: { now, actorId: 'ana' },
});
const resolve = (note: string): ReportCommand => ({ type: 'ResolveReport', data: { reportId: 'r1', byUserId: 'admin', note }, metadata: { now, actorId: 'admin' } });
const reported: ReportEvent = { type: 'UserReported', data: { reportId: 'r1', reporterId: 'ana', reportedUserId: 'bob', reason: 'HARASSMENT', details: 'Rude messages.', reportedAt: now.toISOString() } };
const resolved: ReportEvent = { type: 'ReportResolved', data: { reportId: 'r1', byUserId: 'admin', note: 'Warned Bob.', resolvedAt: now.toISOString() } };

describe('report decider', () => {
  it('records a report of another user once', () => {
    spec.given([]).when(report()).then([reported]);
    spec.given([reported]).when(report()).thenNothingHappened();
  });

  it('refuses a report of oneself and a missing or overlong text', () => {
    spec.given([]).when(report({ reportedUserId: 'ana' })).thenThrows(ReportMessages.cannotReportYourself);
    spec.given([]).when(report({ details: '  ' })).thenThrows(ReportMessages.required, { details: ReportMessages.required });
    spec.given([]).when(report({ details: 'x'.repeat(2001) })).thenThrows(ReportMessages.tooLong, { details: ReportMessages.tooLong });
  });

  it('resolves a report once, with the admin and a note', () => {
    spec.given([reported]).when(resolve(' Warned Bob. ')).then([resolved]);
    spec.given([reported, resolved]).when(resolve('Again.')).thenNothingHappened();
    spec.given([reported]).when(resolve('')).thenThrows(ReportMessages.required, { note: ReportMessages.required });
  });

  it('resolves a report kept on another stream (an online-lesson issue) through its resolution stream', () => {
    spec.given([]).when(resolve('Room fixed.')).then([{ ...resolved, data: { ...resolved.data, note: 'Room fixed.' } }]);
  });
});
