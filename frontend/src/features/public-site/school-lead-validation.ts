import { LeadMessages, SCHOOL_LEAD_FIELDS, SchoolLeadField, schoolLeadFieldErrors } from '../../../../backend/domain/leads/lead.rules';

/** The catalog id of each of the lead form's server texts (the rules are the server's own, backend/domain/leads/lead.rules.ts). */
const CATALOG_ID_OF_TEXT: Readonly<Record<string, string>> = {
  [LeadMessages.completeAllFields]: 'publicSite.lead.validation.completeAllFields',
  [LeadMessages.invalidEmail]: 'publicSite.lead.validation.invalidEmail',
  [LeadMessages.invalidPhone]: 'publicSite.lead.validation.invalidPhone',
  [LeadMessages.tooLong]: 'publicSite.lead.validation.tooLong',
  [LeadMessages.unknownState]: 'publicSite.lead.validation.unknownState',
};

export type SchoolLeadValues = Record<SchoolLeadField, string>;
export const EMPTY_SCHOOL_LEAD: SchoolLeadValues = Object.fromEntries(SCHOOL_LEAD_FIELDS.map((field) => [field, ''])) as SchoolLeadValues;

/** The spec's rules for the schools form, as the catalog ids of each failing field's message. */
export function validateSchoolLead(values: SchoolLeadValues): Partial<Record<SchoolLeadField, string>> {
  return Object.fromEntries(Object.entries(schoolLeadFieldErrors(values)).map(([field, text]) => [field, CATALOG_ID_OF_TEXT[text] ?? text]));
}
