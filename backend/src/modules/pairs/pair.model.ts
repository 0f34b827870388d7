import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { PairDocument } from '../../../projections/pairs/pairs.projection';
import { Party, PartyDirectory } from './party-directory';

@ObjectType('PairParty')
export class PairPartyModel {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, { nullable: true, description: "The tutor's public profile id; null for a client." }) profileId!: string | null;
}

@ObjectType('Pair', { description: 'A tutor and a client working together, made when the tutor accepts a request.' })
export class PairModel {
  @Field(() => ID) id!: string;
  @Field(() => Float, { description: 'What the client pays per hour: the tutor rate plus the client fee, in dollars and cents.' }) hourlyWage!: number;
  @Field(() => Float, { description: "The tutor's hourly rate." }) tutorHourlyWage!: number;
  @Field(() => PairPartyModel) tutor!: PairPartyModel;
  @Field(() => PairPartyModel) tutee!: PairPartyModel;
  @Field(() => Int) sessionsTutored!: number;
  @Field(() => String) type!: string;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Float) tutorPlatformFeePercentageRate!: number;
  @Field(() => Float) tuteePlatformFeePercentageRate!: number;
  @Field(() => ID, { nullable: true }) clientReviewId!: string | null;
  @Field(() => Boolean, { description: "An admin saved the pair's own fee rates: the members' default pair rates no longer apply to it." }) ratesSavedForPair!: boolean;
  @Field(() => String) createdAt!: string;

  static of(pair: PairDocument, parties: ReadonlyMap<string, Party>, clientReviewId: string | null): PairModel {
    return {
      id: pair._id,
      hourlyWage: pair.hourlyWage,
      tutorHourlyWage: pair.tutorHourlyWage,
      tutor: parties.get(pair.tutorId) ?? PartyDirectory.unknown(pair.tutorId),
      tutee: parties.get(pair.clientId) ?? PartyDirectory.unknown(pair.clientId),
      sessionsTutored: pair.sessionsTutored,
      type: pair.type,
      isActive: pair.isActive,
      tutorPlatformFeePercentageRate: pair.tutorPlatformFeePercentageRate,
      tuteePlatformFeePercentageRate: pair.tuteePlatformFeePercentageRate,
      clientReviewId,
      ratesSavedForPair: pair.ratesSavedForPair ?? false,
      createdAt: pair.createdAt,
    };
  }
}
