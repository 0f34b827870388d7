import { Injectable } from '@nestjs/common';
import { TutorProfileCommandInput } from '../../../../../domain/tutors/tutor-profile.commands';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { checkClassBounds } from '../../tutor-class-inputs';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';
import { EditClassInput } from './edit-classes.input';

/** editClasses (and editClass): changes listed classes, all or none, every invalid field named; a stale edit answers CONFLICT. */
@Injectable()
export class EditClassesHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string; classes: EditClassInput[]; expectedRevision?: number | null }, context: CommandContext): Promise<TutorModel> {
    checkClassBounds(input.classes);
    const commands = input.classes.map(
      ({ courseKey, subject, school, teacher, isHighSchoolClass }): TutorProfileCommandInput => ({
        type: 'EditClass',
        data: {
          courseKey,
          subject,
          isHighSchoolClass,
          // GraphQL gives undefined for a field left out: keep it so; null clears like an empty text.
          ...(school !== undefined ? { school: school ?? '' } : {}),
          ...(teacher !== undefined ? { teacher: teacher ?? '' } : {}),
        },
      }),
    );
    await this.edits.run(input.tutorId, commands, context, { expectedRevision: input.expectedRevision });
    return tutorAnswerOf(this.readModels, input.tutorId);
  }
}
