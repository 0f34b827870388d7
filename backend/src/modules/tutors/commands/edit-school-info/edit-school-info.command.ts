import { Command } from '@nestjs/cqrs';
import { CommandContext } from '../../../../event-sourcing/handle-command';
import { SchoolInfoInput } from './edit-school-info.input';

export class EditSchoolInfoCommand extends Command<void> {
  constructor(
    readonly tutorId: string,
    readonly input: SchoolInfoInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}
