import { Injectable } from '@nestjs/common';
import { DomainError, throwIfInvalid } from '../../../../../domain/shared/domain-error';
import { SetSchool } from '../../../../../domain/tutors/tutor-profile.commands';
import { optionalText, TutorProfileMessages } from '../../../../../domain/tutors/tutor-profile.rules';
import { MAX_SCHOOL_TEXT_LENGTH, TutorProfileEditorMessages } from '../../../../../domain/tutors/tutor-profile-editor.rules';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext, CommandPipeline } from '../../../../event-sourcing/command-pipeline';
import { CatalogService } from '../../../catalog/catalog.service';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits, tutorProfileStream } from '../../tutor-profile-stream';
import { EditSchoolInput } from './edit-school.input';

/**
 * editSchool: the school alone (/account-settings/school-and-courses). Whether the tutor is a
 * high-school tutor stays as the profile says; a profile without it takes the catalog school's kind.
 * A stale edit answers CONFLICT.
 */
@Injectable()
export class EditSchoolHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly pipeline: CommandPipeline,
    private readonly catalog: CatalogService,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string; school: EditSchoolInput; expectedRevision?: number | null }, context: CommandContext): Promise<TutorModel> {
    const tooLong = (text: string | null | undefined) => (text?.trim().length ?? 0) > MAX_SCHOOL_TEXT_LENGTH;
    throwIfInvalid({
      name: tooLong(input.school.name) ? TutorProfileEditorMessages.schoolNameTooLong : undefined,
      city: tooLong(input.school.city) ? TutorProfileEditorMessages.schoolCityTooLong : undefined,
      state: (input.school.state?.trim().length ?? 0) > 2 ? TutorProfileMessages.schoolStateRequired : undefined,
      schoolId: tooLong(input.school.schoolId) ? TutorProfileMessages.schoolNotFound : undefined,
    });
    const { state: profile } = await this.pipeline.load(tutorProfileStream.decider, tutorProfileStream.streamIdOf(input.tutorId));
    const isHighSchoolTutor = profile.status === 'created' ? profile.isHighSchoolTutor : null;
    await this.edits.run(input.tutorId, [{ type: 'SetSchool', data: this.schoolOf(input.school, isHighSchoolTutor) }], context, {
      expectedRevision: input.expectedRevision,
    });
    return tutorAnswerOf(this.readModels, input.tutorId);
  }

  private schoolOf(input: EditSchoolInput, isHighSchoolTutor: boolean | null): SetSchool['data'] {
    const schoolId = optionalText(input.schoolId);
    const name = optionalText(input.name);
    const institution = schoolId !== null ? this.catalog.institutionById(schoolId) : name !== null ? this.catalog.findInstitution(name, input.city, input.state) : null;
    if (schoolId !== null && !institution) throw DomainError.fromFieldErrors({ schoolId: TutorProfileMessages.schoolNotFound });
    if (!institution) return { school: { id: null, name: input.name ?? '', city: input.city ?? '', state: input.state ?? '' }, isHighSchoolTutor: isHighSchoolTutor ?? false };
    return {
      school: { id: institution.id, name: institution.name, city: institution.city, state: institution.state },
      isHighSchoolTutor: isHighSchoolTutor ?? institution.type === 'HIGH_SCHOOL',
    };
  }
}
