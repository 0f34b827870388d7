import { Injectable } from '@nestjs/common';
import { LeadSource, LeadMessages, SCHOOL_LEAD_FIELDS, SCHOOL_LEAD_SOURCE, SchoolLeadForm, schoolLeadFieldErrors, schoolLeadFingerprint } from '../../../../../domain/leads/lead.rules';
import { DomainError, throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { CaptchaPasses } from '../../captcha/captcha-passes';
import { leadsStream } from '../../leads-stream';
import { PublicFormThrottle } from '../../public-form-throttle';

/** The captcha pass was missing, forged, expired or spent. */
export class CaptchaRejectedError extends Error {
  constructor() {
    super(LeadMessages.captchaFailed);
    this.name = 'CaptchaRejectedError';
  }
}

/** POST /submit-inquiry's form, as posted (form-encoded: every value a string, or absent). */
export type PostedSchoolLead = Partial<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The schools lead form: throttled per address and IP, checked (the spec's rules and messages, the
 * fixed lead-source metadata, a captcha pass spent once), then recorded on the lead's stream, whose
 * id derives from the form's fields: the same form again within a minute records nothing new.
 * The CRM and the staff hear of it from the log (workflows/lead-handoff).
 */
@Injectable()
export class SubmitSchoolLeadHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly throttle: PublicFormThrottle,
    private readonly passes: CaptchaPasses,
  ) {}

  async execute(posted: PostedSchoolLead, ip: string, context: CommandContext): Promise<{ leadId: string; recorded: boolean }> {
    const form = Object.fromEntries(SCHOOL_LEAD_FIELDS.map((field) => [field, text(posted[field])])) as SchoolLeadForm;
    await this.throttle.admit('school-lead', form.email, ip, LeadMessages.tooManySubmissions);
    const leadSource: LeadSource = {
      organisationId: text(posted.oid),
      recordType: text(posted.recordType),
      returnUrl: text(posted.retURL),
      country: text(posted.country),
      affiliation: text(posted.affiliation),
    };
    const fixed = Object.entries(SCHOOL_LEAD_SOURCE) as Array<[keyof typeof SCHOOL_LEAD_SOURCE, string]>;
    if (fixed.some(([key, value]) => leadSource[key] !== value) || !leadSource.returnUrl || leadSource.returnUrl.length > 500) {
      throw new DomainError(LeadMessages.submissionFailed);
    }
    const leadId = deterministicUuid(`school-lead:${schoolLeadFingerprint(form)}`);
    // The rules first, so an invalid form leaves the pass unspent for the corrected one.
    throwIfInvalid(schoolLeadFieldErrors(form));
    if (!(await this.passes.redeem(text(posted.captcha_response)))) throw new CaptchaRejectedError();
    const outcome = await this.pipeline.run(
      leadsStream.decider,
      leadsStream.streamIdOf(leadId),
      { type: 'SubmitSchoolLead', data: { leadId, form, leadSource } },
      context,
      { awaitReadModels: leadsStream.readModels },
    );
    return { leadId, recorded: outcome.events.length > 0 };
  }
}
