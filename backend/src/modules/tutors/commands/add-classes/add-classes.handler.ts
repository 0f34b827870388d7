import { Injectable } from '@nestjs/common';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { CatalogService } from '../../../catalog/catalog.service';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { TutorClassInput } from '../add-classes-to-tutor-profile/add-classes-to-tutor-profile.input';
import { checkClassBounds, classToAddOf } from '../../tutor-class-inputs';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';

/**
 * addClasses (and addClass, addHighSchoolClasses, addCollegeClasses): the tutor adds classes to their
 * own profile, each resolved against the course catalog; the high-school and college screens fix the
 * level. Classes already listed are left as they are; a stale edit answers CONFLICT.
 */
@Injectable()
export class AddClassesHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly catalog: CatalogService,
    private readonly readModels: ReadModels,
  ) {}

  async execute(
    input: { tutorId: string; classes: TutorClassInput[]; level?: { isHighSchoolClass: boolean }; expectedRevision?: number | null },
    context: CommandContext,
  ): Promise<TutorModel> {
    checkClassBounds(input.classes);
    const classes = input.classes.map((tutorClass) => classToAddOf(this.catalog, tutorClass, input.level));
    await this.edits.run(input.tutorId, [{ type: 'AddClasses', data: { classes } }], context, { expectedRevision: input.expectedRevision });
    return tutorAnswerOf(this.readModels, input.tutorId);
  }
}
