import { Injectable } from '@nestjs/common';
import { PairMessages } from '../../../../../domain/pairs/pair.rules';
import { baseAmountCents, DEFAULT_CLIENT_FEE_PERCENT, DEFAULT_TUTOR_FEE_PERCENT, feeCents } from '../../../../../domain/payouts/payout.rules';
import { DomainError, throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { lengthProblem, MAX_TEXT_LENGTH } from '../../../../../domain/shared/value-bounds';
import { sessionMinutes } from '../../../../../domain/sessions/session.decider';
import { findPair, PairDocument } from '../../../../../projections/pairs/pairs.projection';
import { PAYOUTS_COLLECTION, PayoutDocument } from '../../../../../projections/payouts/payouts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { shownInt } from '../../../../../projections/runner/shown-values';
import { findSessionsStartingBetween, hasGivenPostSessionFeedback } from '../../../../../projections/sessions/sessions.projection';
import { findUserIdsMatching } from '../../../../../projections/users/user-name-search';
import { PartyDirectory } from '../../../pairs/party-directory';
import { pairIdFor } from '../../../pairs/pair-stream';
import { DAY_MS, ENDED_STATUSES, SessionQueryMessages } from '../../session-lists';
import { dollars } from '../../session.models';
import { localDateOf } from '../../session-views';
import { AdminSessionSummaryInput } from './get-admin-paginated-session-summary-v2.input';
import { AdminClientSessionSummaryModel, AdminSessionSummaryPageModel } from './get-admin-paginated-session-summary-v2.model';

const PAGE_SIZE = 10;

interface Row {
  clientId: string;
  tutorId: string;
  pairId: string | null;
  sessionIds: string[];
  withoutFeedback: string[];
  minutes: number;
  rateCents: number;
  baseCents: number;
  clientFeeCents: number;
  tutorFeeCents: number;
}

/**
 * getAdminPaginatedSessionSummaryV2: the month's ended sessions (local start date, as the users'
 * summaries count them) per client and tutor, with sessions, minutes, rate, total, fees and the
 * sessions without the client's feedback; filtered by a member's name and by missing feedback; the
 * totals are over every summary kept, the page is 10 of them by client name. A session's money is
 * what its payout recorded once it has one, else what it comes to at the pair's rates now.
 */
@Injectable()
export class GetAdminPaginatedSessionSummaryV2Handler {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: PartyDirectory,
  ) {}

  async execute(input: AdminSessionSummaryInput): Promise<AdminSessionSummaryPageModel> {
    const { month, year } = input;
    const pageNumber = input.pageNumber ?? 1;
    const searchText = (input.searchText ?? '').trim();
    if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 2000 || year > 2200) throw DomainError.fromFieldErrors({ month: SessionQueryMessages.month });
    throwIfInvalid({ searchText: lengthProblem(searchText, MAX_TEXT_LENGTH.shortText) });
    if (!Number.isInteger(pageNumber) || pageNumber < 1) throw DomainError.fromFieldErrors({ pageNumber: PairMessages.pageNumber });

    const prefix = `${year}-${String(month).padStart(2, '0')}-`;
    const from = new Date(Date.UTC(year, month - 1, 1) - DAY_MS).toISOString();
    const to = new Date(Date.UTC(year, month, 1) + DAY_MS).toISOString();
    const sessions = (await findSessionsStartingBetween(this.readModels, ENDED_STATUSES, from, to)).filter((session) => localDateOf(session).startsWith(prefix));
    const matching = searchText ? new Set(await findUserIdsMatching(this.readModels, searchText)) : null;

    const payouts = new Map(
      (await this.readModels.collection<PayoutDocument>(PAYOUTS_COLLECTION).find({ 'payout.sessionId': { $in: sessions.map((session) => session._id) } }, { readOnly: true })).map((document) => [
        `${document.payout.sessionId}:${document.payout.clientId}`,
        document.payout,
      ]),
    );
    const pairs = new Map<string, PairDocument | null>();
    const pairOf = async (pairId: string) => {
      if (!pairs.has(pairId)) pairs.set(pairId, await findPair(this.readModels, pairId));
      return pairs.get(pairId) ?? null;
    };

    const rows = new Map<string, Row>();
    for (const session of sessions) {
      const tutor = session.participants.find((participant) => participant.userType === 'TUTOR');
      if (!tutor) continue;
      const clients = session.participants.filter((participant) => participant.userType === 'STUDENT' && participant.leftTime === null);
      for (const client of clients) {
        if (matching && !matching.has(client.userId) && !matching.has(tutor.userId)) continue;
        const pairId = clients.length > 1 ? pairIdFor(tutor.userId, client.userId) : session.pairId;
        const key = `${client.userId}:${tutor.userId}`;
        const row = rows.get(key) ?? { clientId: client.userId, tutorId: tutor.userId, pairId, sessionIds: [], withoutFeedback: [], minutes: 0, rateCents: 0, baseCents: 0, clientFeeCents: 0, tutorFeeCents: 0 };
        const minutes = shownInt(sessionMinutes(session), 0, 'session.minutes');
        const payout = payouts.get(`${session._id}:${client.userId}`);
        const pair = pairId ? await pairOf(pairId) : null;
        const rateCents = pair?.hourlyRateSavedForPair && !payout ? Math.round(pair.tutorHourlyWage * 100) : shownInt(client.hourlyRateCents, 0, 'session.hourlyRateCents');
        if (payout) {
          row.baseCents += payout.amounts.clientBaseCents;
          row.clientFeeCents += payout.amounts.clientFeeCents;
          row.tutorFeeCents += payout.amounts.tutorFeeCents;
        } else {
          // The pairs read model holds the fees that apply now (its own, else the members' defaults).
          const fees = pair ?? { tuteePlatformFeePercentageRate: DEFAULT_CLIENT_FEE_PERCENT, tutorPlatformFeePercentageRate: DEFAULT_TUTOR_FEE_PERCENT };
          const base = baseAmountCents(minutes, rateCents);
          row.baseCents += base;
          row.clientFeeCents += feeCents(base, fees.tuteePlatformFeePercentageRate);
          row.tutorFeeCents += feeCents(baseAmountCents(minutes, shownInt(tutor.hourlyRateCents, 0, 'session.hourlyRateCents')), fees.tutorPlatformFeePercentageRate);
        }
        row.minutes += minutes;
        row.rateCents = rateCents;
        row.sessionIds.push(session._id);
        if (session.clientFeedback === null && !hasGivenPostSessionFeedback(session, client.userId)) row.withoutFeedback.push(session._id);
        rows.set(key, row);
      }
    }

    const kept = [...rows.values()].filter((row) => !input.withoutFeedbackOnly || row.withoutFeedback.length > 0);
    const parties = await this.directory.parties(kept.flatMap((row) => [row.clientId, row.tutorId]));
    const summaries: AdminClientSessionSummaryModel[] = kept.map((row) => ({
      client: parties.get(row.clientId) ?? PartyDirectory.unknown(row.clientId),
      tutor: parties.get(row.tutorId) ?? PartyDirectory.unknown(row.tutorId),
      pairId: row.pairId,
      numSessions: row.sessionIds.length,
      numMins: row.minutes,
      rate: dollars(row.rateCents),
      total: dollars(row.baseCents),
      totalFee: dollars(row.clientFeeCents + row.tutorFeeCents),
      clientFee: dollars(row.clientFeeCents),
      tutorFee: dollars(row.tutorFeeCents),
      sessionIdsWithoutFeedback: row.withoutFeedback,
      sessionIds: row.sessionIds,
    }));
    const nameOf = (party: { firstName: string; lastName: string; id: string }) => `${party.firstName} ${party.lastName} ${party.id}`;
    summaries.sort((a, b) => nameOf(a.client).localeCompare(nameOf(b.client)) || nameOf(a.tutor).localeCompare(nameOf(b.tutor)));
    const sum = (pick: (row: Row) => number) => kept.reduce((total, row) => total + pick(row), 0);
    return {
      summaries: summaries.slice((pageNumber - 1) * PAGE_SIZE, pageNumber * PAGE_SIZE),
      total: summaries.length,
      pageNumber,
      exhausted: pageNumber * PAGE_SIZE >= summaries.length,
      monthlySessions: sum((row) => row.sessionIds.length),
      monthlyMins: sum((row) => row.minutes),
      monthlyTotal: dollars(sum((row) => row.baseCents)),
      monthlyTotalFee: dollars(sum((row) => row.clientFeeCents + row.tutorFeeCents)),
    };
  }
}
