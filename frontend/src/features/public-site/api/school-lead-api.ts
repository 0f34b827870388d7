import { SCHOOL_LEAD_SOURCE, SchoolLeadForm } from '../../../../../backend/domain/leads/lead.rules';

/** What POST /verify-captcha answers (spec section 7): `response` is the pass the form then submits. */
export interface CaptchaVerdict {
  success: boolean;
  response: string | null;
}

/** What POST /submit-inquiry answers besides its status. */
export interface SubmissionAnswer {
  success: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
}

export interface CaptchaChallenge {
  token: string;
  a: number;
  b: number;
}

/** The embedded captcha's puzzle. */
export async function fetchCaptchaChallenge(): Promise<CaptchaChallenge> {
  const answer = await fetch('/captcha/challenge', { credentials: 'include' });
  if (!answer.ok) throw new Error(`captcha challenge: ${answer.status}`);
  return (await answer.json()) as CaptchaChallenge;
}

/** POST /verify-captcha: JSON `{ response }`. Throws when the check could not be made. */
export async function verifyCaptcha(response: string): Promise<CaptchaVerdict> {
  const answer = await fetch('/verify-captcha', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ response }) });
  if (!answer.ok) throw new Error(`verify-captcha: ${answer.status}`);
  return (await answer.json()) as CaptchaVerdict;
}

/** POST /submit-inquiry: form-encoded, the seven fields, the fixed lead-source metadata and the captcha pass. */
export async function submitSchoolLead(form: SchoolLeadForm, captchaPass: string, returnUrl: string): Promise<{ ok: boolean; answer: SubmissionAnswer | null }> {
  const body = new URLSearchParams({
    ...form,
    oid: SCHOOL_LEAD_SOURCE.organisationId,
    recordType: SCHOOL_LEAD_SOURCE.recordType,
    retURL: returnUrl,
    country: SCHOOL_LEAD_SOURCE.country,
    affiliation: SCHOOL_LEAD_SOURCE.affiliation,
    captcha_response: captchaPass,
  });
  const answer = await fetch('/submit-inquiry', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  const parsed = (await answer.json().catch(() => null)) as SubmissionAnswer | null;
  return { ok: answer.ok, answer: parsed };
}
