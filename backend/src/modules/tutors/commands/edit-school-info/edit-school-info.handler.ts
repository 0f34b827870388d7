import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { SetSchool } from '../../../../../domain/tutors/tutor-profile.commands';
import { optionalText, TutorProfileMessages } from '../../../../../domain/tutors/tutor-profile.rules';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { CatalogService } from '../../../catalog/catalog.service';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';
import { SchoolInfoInput } from './edit-school-info.input';

/** editSchoolInfo: a catalog school resolves to its id, name, city and state, so search groups its tutors under one key; a stale edit answers CONFLICT. */
@Injectable()
export class EditSchoolInfoHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly catalog: CatalogService,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { tutorId: string; school: SchoolInfoInput; expectedRevision?: number | null }, context: CommandContext): Promise<TutorModel> {
    await this.edits.run(input.tutorId, [{ type: 'SetSchool', data: this.schoolOf(input.school) }], context, { expectedRevision: input.expectedRevision });
    return tutorAnswerOf(this.readModels, input.tutorId);
  }

  /** A school typed in that the catalog knows (by name or alias, in that city and state) is taken as the catalog's. */
  private schoolOf(input: SchoolInfoInput): SetSchool['data'] {
    const schoolId = optionalText(input.schoolId);
    const name = optionalText(input.name);
    const institution = schoolId !== null ? this.catalog.institutionById(schoolId) : name !== null ? this.catalog.findInstitution(name, input.city, input.state) : null;
    if (schoolId !== null && !institution) throw DomainError.fromFieldErrors({ schoolId: TutorProfileMessages.schoolNotFound });
    if (!institution) {
      const school = { id: null, name: input.name ?? '', city: input.city ?? '', state: input.state ?? '' };
      return { school, isHighSchoolTutor: input.isHighSchoolTutor ?? false };
    }
    return {
      school: { id: institution.id, name: institution.name, city: institution.city, state: institution.state },
      isHighSchoolTutor: input.isHighSchoolTutor ?? institution.type === 'HIGH_SCHOOL',
    };
  }
}
