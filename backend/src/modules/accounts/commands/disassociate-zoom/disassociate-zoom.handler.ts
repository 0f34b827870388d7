import { Inject, Injectable } from '@nestjs/common';
import { Meetings, MEETINGS } from '../../../../../platform/meetings/meetings.port';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { findUserById, UserDocument } from '../../../../../projections/users/users.projection';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { UnauthenticatedError } from '../../../../graphql/graphql-errors';
import { userStream } from '../../user-stream';

/**
 * disassociateZoom (ours: the spec names only associateZoom): disconnects the viewer's Zoom account,
 * so new Zoom sessions need it connected again; meetings already created stay on Zoom. The tokens go
 * too, revoked at Zoom: nothing lets the app act for them afterwards.
 */
@Injectable()
export class DisassociateZoomHandler {
  constructor(
    private readonly pipeline: CommandPipeline,
    private readonly readModels: ReadModels,
    @Inject(MEETINGS) private readonly meetings: Meetings,
  ) {}

  async execute(input: { userId: string }, context: CommandContext): Promise<UserDocument> {
    await this.pipeline.run(userStream.decider, userStream.streamIdOf(input.userId), { type: 'DisassociateZoomAccount', data: {} }, context, { awaitReadModels: userStream.readModels });
    await this.meetings.forgetZoomTokens(input.userId);
    const user = await findUserById(this.readModels, input.userId);
    if (!user) throw new UnauthenticatedError();
    return user;
  }
}
