import { CLIENT_PROFILE_TYPES, ClientProfileType, isValidEmail, normaliseEmail, normalisePhoneNumber } from '../accounts/account.rules';

/** Spec sections 3, 5 and 8: the schools lead form, its rules and its messages, word for word. */
export const LeadMessages = {
  completeAllFields: 'Please complete all fields.',
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  tooLong: 'This field is too long.',
  unknownState: 'Please choose a state from the list.',
  captchaError: 'Error verifying Captcha. Please try again.',
  captchaFailed: 'Captcha verification failed. Please try again.',
  submissionFailed: 'Form submission failed. Please try again.',
  submitError: 'An error occurred while submitting the form. Please try again.',
  submitted: 'Form submitted successfully! Thank you.',
  tooManySubmissions: 'Too many submissions. Please try again later.',
  notFound: 'This lead does not exist.',
  unknownStatus: 'This is not a lead status.',
  required: 'Please fill in this field.',
  unknownClientType: 'Please choose who the tutoring is for.',
} as const;

/** The seven fields of the schools lead form, named as the form posts them (spec section 3). */
export const SCHOOL_LEAD_FIELDS = ['first_name', 'last_name', 'title', 'company', 'email', 'phone', 'state'] as const;
export type SchoolLeadField = (typeof SCHOOL_LEAD_FIELDS)[number];
export type SchoolLeadForm = Record<SchoolLeadField, string>;

/** Spec section 5: the maximum lengths (the state is chosen from a list). */
export const SCHOOL_LEAD_MAX_LENGTHS: Record<Exclude<SchoolLeadField, 'state'>, number> = {
  first_name: 40,
  last_name: 80,
  title: 80,
  company: 40,
  email: 80,
  phone: 40,
};

/** The US states, DC and the inhabited territories, by postal code. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
  AS: 'American Samoa', GU: 'Guam', MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
};

/** Where a lead stands with the staff; every lead starts NEW. */
export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'QUALIFIED', 'UNQUALIFIED', 'CONVERTED'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export function isLeadStatus(value: string): value is LeadStatus {
  return (LEAD_STATUSES as readonly string[]).includes(value);
}

/**
 * The fixed lead-source metadata the schools form posts with every lead (spec section 7, in the shape
 * of a web-to-lead form): who the lead is for and where it came from.
 */
export interface LeadSource {
  organisationId: string;
  recordType: string;
  returnUrl: string;
  country: string;
  affiliation: string;
}

/** The fixed metadata of the schools form, as it posts it (`oid`, `recordType`, `country`, `affiliation`; `retURL` is the page's own). */
export const SCHOOL_LEAD_SOURCE: Omit<LeadSource, 'returnUrl'> = {
  organisationId: 'tutoring-marketplace-schools',
  recordType: 'School Partnership',
  country: 'US',
  affiliation: 'K-12 School',
};

/** Identical submissions within this window record nothing new (spec constant 60000). */
export const LEAD_RESUBMISSION_WINDOW_MS = 60_000;

/**
 * The form's rules: each failing field's message (every field required, valid e-mail and phone, the
 * maximum lengths, a known state). Empty when the form may be submitted. Shared by server and browser.
 */
export function schoolLeadFieldErrors(form: Partial<Record<SchoolLeadField, string | undefined>>): Partial<Record<SchoolLeadField, string>> {
  const errors: Partial<Record<SchoolLeadField, string>> = {};
  for (const field of SCHOOL_LEAD_FIELDS) {
    const value = (form[field] ?? '').trim();
    if (value.length === 0) errors[field] = LeadMessages.completeAllFields;
    else if (field !== 'state' && value.length > SCHOOL_LEAD_MAX_LENGTHS[field]) errors[field] = LeadMessages.tooLong;
  }
  const email = (form.email ?? '').trim();
  if (!errors.email && !isValidEmail(email)) errors.email = LeadMessages.invalidEmail;
  if (!errors.phone && !normalisePhoneNumber(form.phone ?? '')) errors.phone = LeadMessages.invalidPhone;
  if (!errors.state && !Object.hasOwn(US_STATES, form.state!.trim().toUpperCase())) errors.state = LeadMessages.unknownState;
  return errors;
}

/** The form as recorded: trimmed, the e-mail lower-cased, the phone in E.164, the state's code upper-cased. */
export function normaliseSchoolLead(form: SchoolLeadForm): SchoolLeadForm {
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    title: form.title.trim(),
    company: form.company.trim(),
    email: normaliseEmail(form.email),
    phone: normalisePhoneNumber(form.phone) ?? form.phone.trim(),
    state: form.state.trim().toUpperCase(),
  };
}

/** A family's intake for flexible tutoring (submitFlexIntake): the Lead signup record's own fields. */
export interface FlexIntakeForm {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  clientProfileType: string;
  subject: string;
  tutorProfileId: string | null;
}

export const FLEX_INTAKE_MAX_LENGTHS = { firstName: 40, lastName: 80, email: 80, phoneNumber: 40, subject: 200, tutorProfileId: 100 } as const;

/** Every field but the tutor required, a valid e-mail and phone, a known client type, the maximum lengths. */
export function flexIntakeFieldErrors(intake: FlexIntakeForm): Partial<Record<keyof FlexIntakeForm, string>> {
  const errors: Partial<Record<keyof FlexIntakeForm, string>> = {};
  for (const field of Object.keys(FLEX_INTAKE_MAX_LENGTHS) as Array<keyof typeof FLEX_INTAKE_MAX_LENGTHS>) {
    const value = (intake[field] ?? '').trim();
    if (value.length === 0 && field !== 'tutorProfileId') errors[field] = LeadMessages.required;
    else if (value.length > FLEX_INTAKE_MAX_LENGTHS[field]) errors[field] = LeadMessages.tooLong;
  }
  if (!errors.email && !isValidEmail(intake.email)) errors.email = LeadMessages.invalidEmail;
  if (!errors.phoneNumber && !normalisePhoneNumber(intake.phoneNumber)) errors.phoneNumber = LeadMessages.invalidPhone;
  if (!(CLIENT_PROFILE_TYPES as readonly string[]).includes(intake.clientProfileType)) errors.clientProfileType = LeadMessages.unknownClientType;
  return errors;
}

export function isClientProfileType(value: string): value is ClientProfileType {
  return (CLIENT_PROFILE_TYPES as readonly string[]).includes(value);
}

/** The same person, school and contact details: one lead (its id derives from this). */
export function schoolLeadFingerprint(form: SchoolLeadForm): string {
  const normalised = normaliseSchoolLead(form);
  return SCHOOL_LEAD_FIELDS.map((field) => normalised[field].toLowerCase()).join('\u001f');
}
