import { Injectable } from '@nestjs/common';
import { CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { tutorProfileStream } from '../../tutor-profile-stream';

/** A tutor profile's revision: its stream's last event (-1 before the profile exists), what an edit names as expectedRevision. */
@Injectable()
export class TutorRevisionHandler {
  constructor(private readonly pipeline: CommandPipeline) {}

  async execute(input: { tutorId: string }): Promise<number> {
    const { revision } = await this.pipeline.load(tutorProfileStream.decider, tutorProfileStream.streamIdOf(input.tutorId));
    return revision === 'no_stream' ? -1 : revision;
  }
}
