import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LEAD_STATUSES, LeadStatus } from '../../../domain/leads/lead.rules';
import { LeadDocument } from '../../../projections/leads/leads.projection';

export const LeadStatusEnum = Object.fromEntries(LEAD_STATUSES.map((status) => [status, status])) as { [S in LeadStatus]: S };
registerEnumType(LeadStatusEnum, { name: 'LeadStatus', description: 'Where a lead stands with the staff; every lead starts NEW.' });

@ObjectType('LeadSource', { description: 'Where a lead came from: the form and its fixed metadata.' })
export class LeadSourceModel {
  @Field() form!: string;
  @Field() organisationId!: string;
  @Field() recordType!: string;
  @Field() returnUrl!: string;
  @Field() country!: string;
  @Field() affiliation!: string;
}

@ObjectType('Lead', { description: 'The spec’s Lead signup record, as a school’s lead form filled it.' })
export class LeadModel {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() phoneNumber!: string;
  @Field(() => String, { nullable: true }) clientProfileType!: string | null;
  @Field(() => String, { nullable: true }) subject!: string | null;
  @Field(() => String, { nullable: true }) tutorProfileId!: string | null;
  @Field(() => LeadStatusEnum) status!: LeadStatus;
  @Field(() => LeadSourceModel) leadSource!: LeadSourceModel;
  @Field() title!: string;
  @Field() company!: string;
  @Field({ description: 'Postal code of the US state, DC or territory.' }) state!: string;
  @Field() submittedAt!: string;
  @Field() lastSubmittedAt!: string;
  @Field({ description: 'How many times the form was sent (a minute or more apart).' }) submissions!: number;
  @Field(() => String, { nullable: true, description: 'The CRM it was handed to (embedded or hubspot), once handed.' }) crm!: string | null;
  @Field(() => String, { nullable: true }) crmId!: string | null;

  static of(document: LeadDocument): LeadModel {
    return {
      id: document._id,
      firstName: document.firstName,
      lastName: document.lastName,
      email: document.email,
      phoneNumber: document.phoneNumber,
      clientProfileType: document.clientProfileType,
      subject: document.subject,
      tutorProfileId: document.tutorProfileId,
      status: document.status,
      leadSource: document.leadSource,
      title: document.title,
      company: document.company,
      state: document.state,
      submittedAt: document.submittedAt,
      lastSubmittedAt: document.lastSubmittedAt,
      submissions: document.submissions,
      crm: document.crm,
      crmId: document.crmId,
    };
  }
}
