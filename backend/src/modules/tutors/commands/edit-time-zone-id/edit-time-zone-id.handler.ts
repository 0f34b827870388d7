import { Injectable } from '@nestjs/common';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { userStream } from '../../../accounts/user-stream';
import { TutorProfileEdits } from '../../tutor-profile-stream';

/**
 * editTimeZoneId: one of the US time zones (US_TIME_ZONES) for any user, kept on their account (the
 * zone their times are shown in); a tutor's profile takes it too (its sessions and availability are
 * in it), where a stale edit answers CONFLICT. Answered back once the read models have it.
 */
@Injectable()
export class EditTimeZoneIdHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly edits: TutorProfileEdits,
  ) {}

  async execute(input: { userId: string; isTutor: boolean; timeZoneId: string; expectedRevision?: number | null }, context: CommandContext): Promise<string> {
    // The tutor's profile first: a stale screen is refused before anything is recorded.
    if (input.isTutor) await this.edits.run(input.userId, [{ type: 'SetTimeZone', data: { timeZoneId: input.timeZoneId } }], context, { expectedRevision: input.expectedRevision });
    const { state } = await this.pipeline.run(userStream.decider, userStream.streamIdOf(input.userId), { type: 'SetUserTimeZone', data: { timeZoneId: input.timeZoneId } }, context, {
      awaitReadModels: userStream.readModels,
    });
    return state.status === 'registered' && state.timeZoneId ? state.timeZoneId : input.timeZoneId.trim();
  }
}
