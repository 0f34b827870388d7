import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { InvitationDocument } from '../../../projections/invitations/invitations.projection';
import { ClientProfileTypeEnum } from '../accounts/user.model';

export enum InvitationStatusEnum {
  PENDING = 'PENDING',
  ACCEPTED = 'ACCEPTED',
}
registerEnumType(InvitationStatusEnum, { name: 'InvitationStatus' });

@ObjectType('Invitation', { description: 'A client invited by e-mail by a tutor or an admin.' })
export class InvitationModel {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => InvitationStatusEnum) status!: InvitationStatusEnum;
  @Field(() => String, { description: 'ISO-8601 instant of the first e-mail.' }) invitedAt!: string;
  @Field(() => String, { description: 'ISO-8601 instant of the last e-mail (resendInviteEmail).' }) lastSentAt!: string;
  @Field(() => String, { description: 'ISO-8601 instant the last link stops working.' }) expiresAt!: string;

  static fromDocument(document: InvitationDocument): InvitationModel {
    return {
      id: document._id,
      email: document.email,
      firstName: document.firstName,
      lastName: document.lastName,
      status: document.status === 'ACCEPTED' ? InvitationStatusEnum.ACCEPTED : InvitationStatusEnum.PENDING,
      invitedAt: document.invitedAt,
      lastSentAt: document.lastSentAt,
      expiresAt: document.expiresAt,
    };
  }
}

@ObjectType('InvitedUser', { description: 'Who an invite link is for, as the invite page greets them.' })
export class InvitedUserModel {
  @Field(() => String) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => ClientProfileTypeEnum) clientProfileType!: string;
  @Field(() => String, { description: 'The first name of the tutor or admin who sent the invitation.' }) invitedByFirstName!: string;
}
