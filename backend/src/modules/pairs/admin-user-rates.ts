import { Injectable } from '@nestjs/common';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { PairMessages } from '../../../domain/pairs/pair.rules';
import { findPairRateDefaults } from '../../../projections/pairs/pairs.projection';
import { findCreditBalance } from '../../../projections/referrals/referrals.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { shownText } from '../../../projections/runner/shown-values';
import { findTutorById } from '../../../projections/tutor-search/tutor-search.projection';
import { findUserByEmail, findUserById, UserDocument } from '../../../projections/users/users.projection';
import { NotFoundError } from '../../graphql/graphql-errors';

@ObjectType('AdminUserRates', { description: "What a user is charged and paid at, as admins set it: default pair rates (percentages), the tutor's hourly rate, the account credit." })
export class AdminUserRatesModel {
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: 'Empty for a deleted user.' }) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => [String]) profileTypes!: string[];
  @Field(() => Float, { nullable: true, description: "The client fee of the user's pairs without fees of their own; null: each pair's." }) clientDefaultPairRate!: number | null;
  @Field(() => Float, { nullable: true, description: "The tutor fee of the user's pairs without fees of their own; null: each pair's." }) tutorDefaultPairRate!: number | null;
  @Field(() => Float, { nullable: true, description: "A tutor's hourly rate (new pairs start at it); null for others." }) hourlyWage!: number | null;
  @Field(() => Int, { description: 'Account credit left, in cents: spent on sessions before the card.' }) creditBalanceCents!: number;
}

/** A user's rates and credit for the admins' Rates and credits tab; an id or e-mail nobody has is NOT_FOUND. */
@Injectable()
export class AdminUserRates {
  constructor(private readonly readModels: ReadModels) {}

  async requireUser(idOrEmail: string): Promise<UserDocument> {
    const key = idOrEmail.trim();
    const user = (await findUserById(this.readModels, key)) ?? (key.includes('@') ? await findUserByEmail(this.readModels, key.toLowerCase()) : null);
    if (!user) throw new NotFoundError(PairMessages.userNotFound);
    return user;
  }

  async of(idOrEmail: string): Promise<AdminUserRatesModel> {
    const user = await this.requireUser(idOrEmail);
    const [defaults, tutor, credit] = await Promise.all([findPairRateDefaults(this.readModels, user._id), findTutorById(this.readModels, user._id), findCreditBalance(this.readModels, user._id)]);
    return {
      userId: user._id,
      firstName: shownText(user.profile?.firstName, '', 'user.firstName'),
      lastName: shownText(user.profile?.lastName, '', 'user.lastName'),
      email: user.email?.address ?? null,
      profileTypes: [...(user.profile?.profileTypes ?? [])],
      ...defaults,
      hourlyWage: tutor?.hourlyWage ?? null,
      creditBalanceCents: credit.balanceCents,
    };
  }
}
