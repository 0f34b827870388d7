import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorProfileEdits } from '../../tutor-profile-stream';

/** editTimeZoneId: one of the US time zones (US_TIME_ZONES), answered back once the read model has it; a stale edit answers CONFLICT. */
@Injectable()
export class EditTimeZoneIdHandler {
  constructor(private readonly edits: TutorProfileEdits) {}

  async execute(input: { tutorId: string; timeZoneId: string; expectedRevision?: number | null }, context: CommandContext): Promise<string> {
    const { state } = await this.edits.run(input.tutorId, [{ type: 'SetTimeZone', data: { timeZoneId: input.timeZoneId } }], context, {
      expectedRevision: input.expectedRevision,
    });
    return state.status === 'created' && state.timeZoneId ? state.timeZoneId : input.timeZoneId.trim();
  }
}
