import { Args, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { SessionParticipant } from '../../../../../domain/sessions/session.events';
import { findErrorSessionsStartingBetween, SessionDocument } from '../../../../../projections/sessions/sessions.projection';
import { findSessionPayouts, PayoutDocument } from '../../../../../projections/payouts/payouts.projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../../../projections/users/users.projection';
import { SignedIn } from '../../../accounts/auth/access';

export const AdminPaymentErrorMessages = {
  month: 'The month is a number from 1 to 12.',
  year: 'The year is a four-digit year.',
} as const;

@ObjectType('AdminSessionParty', { description: 'A participant of a session as admins see it.' })
export class AdminSessionPartyModel {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Empty when the account is gone.' }) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => Int) hourlyRateCents!: number;
}

@ObjectType('AdminPaymentErrorSession', { description: 'A session whose payout failed (status ERROR), for admins; money in cents.' })
export class AdminPaymentErrorSessionModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => String) subject!: string;
  @Field(() => String) startTime!: string;
  @Field(() => String) endTime!: string;
  @Field(() => Int) minutes!: number;
  @Field(() => String, { description: 'When it was last due for processing; fixing it sets it to now.' }) processingTime!: string;
  @Field(() => String, { description: 'Why the payout failed, as the user sees it.' }) reason!: string;
  @Field(() => String) erroredAt!: string;
  @Field(() => AdminSessionPartyModel, { nullable: true }) tutor!: AdminSessionPartyModel | null;
  @Field(() => AdminSessionPartyModel, { nullable: true, description: 'The (first) client.' }) client!: AdminSessionPartyModel | null;
  @Field(() => Int, { nullable: true, description: 'What the failed payout was to charge (base plus the client fee; summed over the clients of a group session); null when no payout started.' })
  clientTotalCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'What the failed payout was to pay the tutor; null when no payout started.' }) tutorPayoutCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'Payout attempts so far.' }) attempt!: number | null;
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

@Resolver()
export class GetAdminPaymentErrorSessionsResolver {
  constructor(private readonly readModels: ReadModels) {}

  @SignedIn('ADMIN')
  @Query(() => [AdminPaymentErrorSessionModel], {
    description: 'Sessions in ERROR (payout failed) whose start falls in the month (UTC), earliest first, with the reason, the people and the amounts. Admins only.',
  })
  async getAdminPaymentErrorSessions(
    @Args('month', { type: () => Int }) month: number,
    @Args('year', { type: () => Int }) year: number,
  ): Promise<AdminPaymentErrorSessionModel[]> {
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

function amountsOf(payouts: PayoutDocument[]): Pick<AdminPaymentErrorSessionModel, 'clientTotalCents' | 'tutorPayoutCents' | 'attempt'> {
  if (payouts.length === 0) return { clientTotalCents: null, tutorPayoutCents: null, attempt: null };
  const sum = (amount: (payout: PayoutDocument) => number) => payouts.reduce((total, payout) => total + amount(payout), 0);
  return {
    clientTotalCents: sum((payout) => payout.payout.amounts.clientTotalCents),
    tutorPayoutCents: sum((payout) => payout.payout.amounts.tutorPayoutCents),
    attempt: Math.max(...payouts.map((payout) => payout.payout.attempt)),
  };
}
