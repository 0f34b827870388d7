import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LEAD_STATUSES, LeadStatus } from '../../../domain/leads/lead.rules';
import { LeadDocument } from '../../../projections/leads/leads.projection';
import { PageFields } from '../../graphql/page-fields';

export const LeadStatusEnum = Object.fromEntries(LEAD_STATUSES.map((status) => [status, status])) as { [S in LeadStatus]: S };
registerEnumType(LeadStatusEnum, { name: 'LeadStatus', description: 'Where a lead stands with the staff; every lead starts NEW.' });

@ObjectType('LeadSource', { description: 'Where a lead came from: the form (SCHOOLS or FLEX_INTAKE) and, for the schools form, its fixed metadata.' })
export class LeadSourceModel {
  @Field() form!: string;
  @Field(() => String, { nullable: true }) organisationId!: string | null;
  @Field(() => String, { nullable: true }) recordType!: string | null;
  @Field(() => String, { nullable: true }) returnUrl!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true }) affiliation!: string | null;
}

@ObjectType('Lead', { description: 'The spec’s Lead signup record: a school’s lead form, or a family’s flex intake.' })
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
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) company!: string | null;
  @Field(() => String, { nullable: true, description: 'Postal code of the US state, DC or territory.' }) state!: string | null;
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
      leadSource:
        document.leadSource.form === 'SCHOOLS'
          ? document.leadSource
          : { form: document.leadSource.form, organisationId: null, recordType: null, returnUrl: null, country: null, affiliation: null },
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

@ObjectType('AdminLeadsPage', { description: 'One page of the leads, newest first, 10 a page.' })
export class AdminLeadsPageModel extends PageFields {
  @Field(() => [LeadModel]) leads!: LeadModel[];
}
