import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../domain/shared/domain-error';
import { SetSchool } from '../../../../../domain/tutors/tutor-profile.commands';
import { optionalText, TutorProfileMessages } from '../../../../../domain/tutors/tutor-profile.rules';
import { CatalogService } from '../../../catalog/catalog.service';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { EditSchoolInfoCommand } from './edit-school-info.command';

/** Resolves a catalog school to its id, name, city and state, so search groups its tutors under one key. */
@CommandHandler(EditSchoolInfoCommand)
export class EditSchoolInfoHandler implements ICommandHandler<EditSchoolInfoCommand> {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ tutorId, input, context }: EditSchoolInfoCommand): Promise<void> {
    await this.tutors.run(tutorId, { type: 'SetSchool', data: this.schoolOf(input) }, context);
  }

  /** A school typed in that the catalog knows (by name or alias, in that city and state) is taken as the catalog's. */
  private schoolOf(input: EditSchoolInfoCommand['input']): SetSchool['data'] {
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
