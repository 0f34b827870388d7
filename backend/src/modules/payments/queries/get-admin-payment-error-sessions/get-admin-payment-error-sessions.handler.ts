import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { SessionParticipant } from '../../../../../domain/sessions/session.events';
import { findErrorSessionsStartingBetween, SessionDocument } from '../../../../../projections/sessions/sessions.projection';
import { findSessionPayouts, PayoutDocument } from '../../../../../projections/payouts/payouts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../../../projections/users/users.projection';
import { AdminPaymentErrorSessionModel, AdminSessionPartyModel } from '../../admin-payments.model';

export const AdminPaymentErrorMessages = {
  month: 'The month is a number from 1 to 12.',
  year: 'The year is a four-digit year.',
} as const;

/** getAdminPaymentErrorSessions: sessions in ERROR starting in a month (UTC), with the people and the amounts of their payouts. */
@Injectable()
export class GetAdminPaymentErrorSessionsHandler {
  constructor(private readonly readModels: ReadModels) {}

  async execute(input: { month: number; year: number }): Promise<AdminPaymentErrorSessionModel[]> {
    const { month, year } = input;
    if (!Number.isInteger(month) || month < 1 || month > 12) throw DomainError.fromFieldErrors({ month: AdminPaymentErrorMessages.month });
    if (!Number.isInteger(year) || year < 1000 || year > 9999) throw DomainError.fromFieldErrors({ year: AdminPaymentErrorMessages.year });
    const documents = await findErrorSessionsStartingBetween(this.readModels, new Date(Date.UTC(year, month - 1, 1)).toISOString(), new Date(Date.UTC(year, month, 1)).toISOString());
    return Promise.all(documents.map((document) => this.view(document)));
  }

  private async view(document: SessionDocument): Promise<AdminPaymentErrorSessionModel> {
    const tutor = document.participants.find((participant) => participant.userType === 'TUTOR');
    const client = document.participants.find((participant) => participant.userType === 'STUDENT');
    const [tutorUser, clientUser, payouts] = await Promise.all([
      tutor ? findUserById(this.readModels, tutor.userId) : null,
      client ? findUserById(this.readModels, client.userId) : null,
      // One payout per session, or one per client of a session with several paying clients.
      findSessionPayouts(this.readModels, document._id),
    ]);
    return {
      sessionId: document._id,
      subject: document.subject,
      startTime: document.startTime,
      endTime: document.endTime,
      minutes: Math.round((Date.parse(document.endTime) - Date.parse(document.startTime)) / 60_000),
      processingTime: document.processingTime,
      reason: document.errorReason ?? '',
      erroredAt: document.erroredAt ?? document.processingStartedAt ?? '',
      tutor: partyOf(tutor, tutorUser),
      client: partyOf(client, clientUser),
      ...amountsOf(payouts),
    };
  }
}

function partyOf(participant: SessionParticipant | undefined, user: UserDocument | null): AdminSessionPartyModel | null {
  if (!participant) return null;
  return {
    id: participant.userId,
    firstName: user?.profile.firstName ?? '',
    lastName: user?.profile.lastName ?? '',
    email: user?.email.address ?? null,
    hourlyRateCents: participant.hourlyRateCents,
  };
}

function amountsOf(payouts: PayoutDocument[]): Pick<AdminPaymentErrorSessionModel, 'clientTotalCents' | 'tutorPayoutCents' | 'attempt'> {
  if (payouts.length === 0) return { clientTotalCents: null, tutorPayoutCents: null, attempt: null };
  const sum = (amount: (payout: PayoutDocument) => number) => payouts.reduce((total, payout) => total + amount(payout), 0);
  return {
    clientTotalCents: sum((payout) => payout.payout.amounts.clientTotalCents),
    tutorPayoutCents: sum((payout) => payout.payout.amounts.tutorPayoutCents),
    attempt: Math.max(...payouts.map((payout) => payout.payout.attempt)),
  };
}
