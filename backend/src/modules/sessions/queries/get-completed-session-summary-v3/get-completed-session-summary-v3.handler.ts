import { Injectable } from '@nestjs/common';
import { baseAmountCents, DEFAULT_CLIENT_FEE_PERCENT, DEFAULT_TUTOR_FEE_PERCENT, feeCents } from '../../../../../domain/payouts/payout.rules';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { sessionMinutes } from '../../../../../domain/sessions/session.decider';
import { findPair, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { shownInt } from '../../../../../projections/runner/shown-values';
import { findAllSessionsByParticipantKey, SessionDocument } from '../../../../../projections/sessions/sessions.projection';
import { PartyDirectory } from '../../../pairs/party-directory';
import { DAY_MS, ENDED_STATUSES, keysOf, roleOf, SessionQueryMessages } from '../../session-lists';
import { ClientSessionSummaryModel, CompletedSessionSummaryModel, dollars } from '../../session.models';
import { localDateOf } from '../../session-views';

/**
 * getCompletedSessionSummaryV3: the month's ended sessions of the viewer, one summary per other
 * person (each client in tutor context, each tutor in client context): sessions, minutes, rate,
 * total and fee, in cents summed and shown as dollars; the month is taken in each session's local date.
 */
@Injectable()
export class GetCompletedSessionSummaryV3Handler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: PartyDirectory,
  ) {}

  async execute(input: { userId: string; isTutorContext: boolean; month: number; year: number }): Promise<CompletedSessionSummaryModel> {
    const { userId, isTutorContext, month, year } = input;
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2200) {
      throw DomainError.fromFieldErrors({ month: SessionQueryMessages.month });
    }
    const role = roleOf(isTutorContext);
    const monthStart = Date.UTC(year, month - 1, 1);
    const from = new Date(monthStart - DAY_MS).toISOString();
    const to = new Date(Date.UTC(year, month, 1) + DAY_MS).toISOString();
    const prefix = `${year}-${String(month).padStart(2, '0')}-`;
    const sessions = (await findAllSessionsByParticipantKey(this.readModels, keysOf(userId, [role], ENDED_STATUSES), { from, to })).filter((session) =>
      localDateOf(session).startsWith(prefix),
    );
    const groups = new Map<string, { otherId: string; pairId: string | null; sessions: SessionDocument[] }>();
    for (const session of sessions) {
      const other = session.participants.find((participant) => participant.userType === (isTutorContext ? 'STUDENT' : 'TUTOR'));
      if (!other) continue;
      const group = groups.get(other.userId) ?? { otherId: other.userId, pairId: session.pairId, sessions: [] };
      group.sessions.push(session);
      groups.set(other.userId, group);
    }
    const pairs = new Map<string, PairDocument | null>();
    for (const group of groups.values()) if (group.pairId && !pairs.has(group.pairId)) pairs.set(group.pairId, await findPair(this.readModels, group.pairId));
    const parties = await this.directory.parties([...groups.keys()]);
    let monthlyTotalCents = 0;
    let monthlyFeeCents = 0;
    let monthlyRefundedCents = 0;
    const summaries: ClientSessionSummaryModel[] = [];
    for (const group of groups.values()) {
      const pair = group.pairId ? pairs.get(group.pairId) : null;
      const feePercent = isTutorContext ? (pair?.tutorPlatformFeePercentageRate ?? DEFAULT_TUTOR_FEE_PERCENT) : (pair?.tuteePlatformFeePercentageRate ?? DEFAULT_CLIENT_FEE_PERCENT);
      let numMins = 0;
      let totalCents = 0;
      let totalFeeCents = 0;
      let refundedCents = 0;
      let rateCents = 0;
      const withoutFeedback: string[] = [];
      for (const session of group.sessions) {
        const me = session.participants.find((participant) => participant.userId === userId);
        // Stored before lengths and rates were checked, a session of no length or rate counts as none (shown-values.ts).
        const minutes = shownInt(sessionMinutes(session), 0, 'session.minutes');
        rateCents = shownInt(me?.hourlyRateCents ?? 0, 0, 'session.hourlyRateCents');
        const base = baseAmountCents(minutes, rateCents);
        numMins += minutes;
        totalCents += base;
        totalFeeCents += feeCents(base, feePercent);
        refundedCents += (isTutorContext ? session.tutorReversedCents : session.refundedCents) ?? 0;
        if ((isTutorContext ? session.tutorSummary : session.clientFeedback) === null) withoutFeedback.push(session._id);
      }
      monthlyTotalCents += totalCents;
      monthlyFeeCents += totalFeeCents;
      monthlyRefundedCents += refundedCents;
      summaries.push({
        user: parties.get(group.otherId) ?? PartyDirectory.unknown(group.otherId),
        pairId: group.pairId,
        numSessions: group.sessions.length,
        numMins,
        rate: dollars(rateCents),
        total: dollars(totalCents),
        totalFee: dollars(totalFeeCents),
        refunded: dollars(refundedCents),
        sessionIdsWithoutFeedback: withoutFeedback,
      });
    }
    summaries.sort((a, b) => `${a.user.firstName} ${a.user.lastName}`.localeCompare(`${b.user.firstName} ${b.user.lastName}`));
    return { summaries, monthlyTotal: dollars(monthlyTotalCents), monthlyTotalFee: dollars(monthlyFeeCents), monthlyRefunded: dollars(monthlyRefundedCents) };
  }
}
