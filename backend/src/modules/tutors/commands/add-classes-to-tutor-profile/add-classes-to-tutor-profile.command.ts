import { Command } from '@nestjs/cqrs';
import { CommandContext } from '../../../../event-sourcing/handle-command';
import { TutorClassInput } from './add-classes-to-tutor-profile.input';

export class AddClassesToTutorProfileCommand extends Command<void> {
  constructor(
    readonly tutorId: string,
    readonly classes: TutorClassInput[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
