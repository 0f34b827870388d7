import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PayoutDocument } from '../../../projections/payouts/payouts.projection';
import { SessionDocument } from '../../../projections/sessions/sessions.projection';
import { UserDocument } from '../../../projections/users/users.projection';

@ObjectType('AdminUser', { description: 'A user as admins find them (Users tab). A deleted user keeps the id and the roles; names read "deleted user" and no contact is left.' })
export class AdminUserModel {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field(() => String, { nullable: true, description: 'Null once the user is deleted.' }) email!: string | null;
  @Field(() => String, { nullable: true }) phoneNumber!: string | null;
  @Field() emailVerified!: boolean;
  @Field(() => [String], { description: 'TUTOR, STUDENT_OR_PARENT, ADMIN.' }) profileTypes!: string[];
  @Field(() => String, { nullable: true }) clientProfileType!: string | null;
  @Field() languagePreference!: string;
  @Field() createdAt!: string;
  @Field() deleted!: boolean;

  static of(user: UserDocument): AdminUserModel {
    const deleted = user.deleted === true;
    return {
      id: user._id,
      firstName: user.profile.firstName,
      lastName: user.profile.lastName,
      email: deleted ? null : user.email.address,
      phoneNumber: user.profile.phoneNumber,
      emailVerified: user.email.verified,
      profileTypes: user.profile.profileTypes,
      clientProfileType: user.profile.clientProfileType,
      languagePreference: user.profile.languagePreference,
      createdAt: user.createdAt,
      deleted,
    };
  }
}

@ObjectType('AdminUserSuggestion', { description: 'A name an admin may pick while typing (getUserSuggestionsByName).' })
export class AdminUserSuggestionModel {
  @Field(() => ID) id!: string;
  @Field() fullName!: string;
  @Field(() => [String]) profileTypes!: string[];

  static of(user: UserDocument): AdminUserSuggestionModel {
    return { id: user._id, fullName: `${user.profile.firstName} ${user.profile.lastName}`.trim(), profileTypes: user.profile.profileTypes };
  }
}

@ObjectType('AdminUserSession', { description: 'One session the user is in, as the tutor or a student.' })
export class AdminUserSessionModel {
  @Field(() => ID) sessionId!: string;
  @Field() startTime!: string;
  @Field() endTime!: string;
  @Field() status!: string;
  @Field() subject!: string;
  @Field({ description: 'TUTOR or STUDENT.' }) role!: string;

  static of(session: SessionDocument, userId: string): AdminUserSessionModel {
    const role = session.tutorId === userId ? 'TUTOR' : 'STUDENT';
    return { sessionId: session._id, startTime: session.startTime, endTime: session.endTime, status: session.status, subject: session.subject, role };
  }
}

@ObjectType('AdminUserPayment', { description: 'A session payout the user paid (as client) or was paid by (as tutor), in cents.' })
export class AdminUserPaymentModel {
  @Field(() => ID) sessionId!: string;
  @Field({ description: 'CLIENT or TUTOR.' }) role!: string;
  @Field({ description: 'processing, held, completed or failed.' }) status!: string;
  @Field() month!: string;
  @Field(() => Int) clientTotalCents!: number;
  @Field(() => Int) creditsAppliedCents!: number;
  @Field(() => Int) cardChargeCents!: number;
  @Field(() => Int) tutorPayoutCents!: number;
  @Field() startedAt!: string;

  static of(document: PayoutDocument, userId: string): AdminUserPaymentModel {
    const { payout } = document;
    return {
      sessionId: payout.sessionId,
      role: payout.clientId === userId ? 'CLIENT' : 'TUTOR',
      status: payout.status,
      month: document.month,
      clientTotalCents: payout.amounts.clientTotalCents,
      creditsAppliedCents: payout.amounts.creditsAppliedCents,
      cardChargeCents: payout.amounts.cardChargeCents,
      tutorPayoutCents: payout.amounts.tutorPayoutCents,
      startedAt: document.startedAt,
    };
  }
}

@ObjectType('AdminUserCard', { description: 'A card on file (brand and last four digits only).' })
export class AdminUserCardModel {
  @Field() brand!: string;
  @Field() last4!: string;
  @Field() isDefault!: boolean;
}

@ObjectType('AdminUserDetail', { description: "A user's page in the admin panel: profile and roles, latest sessions and payments, cards, payout method and credits." })
export class AdminUserDetailModel {
  @Field(() => AdminUserModel) user!: AdminUserModel;
  @Field(() => [AdminUserSessionModel], { description: 'The latest 50, latest first.' }) sessions!: AdminUserSessionModel[];
  @Field(() => [AdminUserPaymentModel], { description: 'The latest 50, latest first.' }) payments!: AdminUserPaymentModel[];
  @Field(() => [AdminUserCardModel]) cards!: AdminUserCardModel[];
  @Field(() => String, { nullable: true, description: 'stripeConnect, venmo or paypal; null when none is chosen.' }) primaryPayoutMethod!: string | null;
  @Field(() => Int) creditEarnedCents!: number;
  @Field(() => Int) creditBalanceCents!: number;
}
