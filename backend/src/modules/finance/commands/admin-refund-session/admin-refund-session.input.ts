import { Field, ID, InputType, Int } from '@nestjs/graphql';

@InputType('AdminRefundSessionInput', { description: "An admin's refund of (part of) what a processed session's card charge was; money in cents." })
export class AdminRefundSessionInput {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID, { nullable: true, description: 'Whose share, when the session had several paying clients.' }) clientId?: string | null;
  @Field(() => Int, { description: 'At most what the card was charged for the session and not yet refunded.' }) amountCents!: number;
  @Field(() => String, { description: 'Why (up to 500 characters); kept with the refund.' }) reason!: string;
  @Field(() => Boolean, { description: "The refund is the tutor's responsibility: by the refund policy the tutor's pay is taken back in proportion." }) tutorAtFault!: boolean;
  @Field(() => String, { description: 'Give the same key when retrying: the client is refunded once.' }) idempotencyKey!: string;
}
