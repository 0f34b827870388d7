import { Injectable } from '@nestjs/common';
import { LeadMessages } from '../../../../../domain/leads/lead.rules';
import { deterministicUuid } from '../../../../../platform/ids/deterministic-uuid';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { leadsStream } from '../../leads-stream';
import { PublicFormThrottle } from '../../public-form-throttle';
import { FlexIntakeInput } from './submit-flex-intake.input';

/**
 * submitFlexIntake: a family's intake for flexible tutoring, recorded as a lead (FLEX_INTAKE) with an
 * id from the sender's idempotency key, throttled like the public forms; staff and the CRM hear of it
 * from the log, and admins follow it up in the Leads tab.
 */
@Injectable()
export class SubmitFlexIntakeHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly throttle: PublicFormThrottle,
  ) {}

  async execute(input: FlexIntakeInput, ip: string, idempotencyKey: string, context: CommandContext): Promise<boolean> {
    await this.throttle.admit('flex-intake', input.email, ip, LeadMessages.tooManySubmissions);
    const leadId = deterministicUuid(`flex-intake:${idempotencyKey}`);
    await this.pipeline.run(
      leadsStream.decider,
      leadsStream.streamIdOf(leadId),
      { type: 'SubmitFlexIntake', data: { leadId, intake: { ...input, tutorProfileId: input.tutorProfileId ?? null } } },
      context,
      { awaitReadModels: leadsStream.readModels },
    );
    return true;
  }
}
