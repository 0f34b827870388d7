import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { INQUIRY_KINDS, InquiryKind } from '../../../domain/inquiries/inquiry.rules';
import { InquiryDocument } from '../../../projections/inquiries/inquiries.projection';
import { PageFields } from '../../graphql/page-fields';

export const InquiryKindEnum = Object.fromEntries(INQUIRY_KINDS.map((kind) => [kind, kind])) as { [K in InquiryKind]: K };
registerEnumType(InquiryKindEnum, { name: 'InquiryKind', description: 'What sent it: GENERAL (generalInquiry), TECHNICAL (technicalIssue) or APP_QUESTION (sendTutoringAppQuery).' });

@InputType('GeneralInquiryInput')
export class GeneralInquiryInput {
  @Field() subject!: string;
  @Field() name!: string;
  @Field() email!: string;
  @Field() message!: string;
}

@InputType('TechnicalIssueInput')
export class TechnicalIssueInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field({ nullable: true, description: 'The device and browser the visitor uses (optional).' }) deviceBeingUsed?: string;
  @Field() issueDescription!: string;
}

@ObjectType('Inquiry', { description: 'A message to the support inbox from the contact page.' })
export class InquiryModel {
  @Field(() => ID) id!: string;
  @Field(() => InquiryKindEnum) kind!: InquiryKind;
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) subject!: string | null;
  @Field({ description: 'The message, or the technical issue’s description.' }) message!: string;
  @Field(() => String, { nullable: true }) deviceBeingUsed!: string | null;
  @Field(() => ID, { nullable: true, description: 'The signed-in sender, if any.' }) userId!: string | null;
  @Field() submittedAt!: string;
  @Field(() => String, { nullable: true }) resolvedAt!: string | null;

  static of(document: InquiryDocument): InquiryModel {
    return {
      id: document._id,
      kind: document.kind,
      name: document.name,
      email: document.email,
      subject: document.subject,
      message: document.message,
      deviceBeingUsed: document.deviceBeingUsed,
      userId: document.userId,
      submittedAt: document.submittedAt,
      resolvedAt: document.resolvedAt,
    };
  }
}

@ObjectType('AdminInquiriesPage', { description: 'One page of the support inbox, newest first, 10 a page.' })
export class AdminInquiriesPageModel extends PageFields {
  @Field(() => [InquiryModel]) inquiries!: InquiryModel[];
}
