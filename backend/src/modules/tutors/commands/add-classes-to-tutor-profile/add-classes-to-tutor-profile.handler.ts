import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isSubjectCategory } from '../../../../../domain/catalog/catalog.vocabulary';
import { ClassToAdd } from '../../../../../domain/tutors/tutor-profile.commands';
import { CatalogService } from '../../../catalog/catalog.service';
import { TutorProfileCommands } from '../../tutor-profile-commands.service';
import { AddClassesToTutorProfileCommand } from './add-classes-to-tutor-profile.command';
import { TutorClassInput } from './add-classes-to-tutor-profile.input';

/**
 * Resolves each class against the course catalog, so a class is listed under the catalog's name and
 * key whatever way it was typed; a course the catalog does not know is kept as typed, with its subject.
 */
@CommandHandler(AddClassesToTutorProfileCommand)
export class AddClassesToTutorProfileHandler implements ICommandHandler<AddClassesToTutorProfileCommand> {
  constructor(
    private readonly tutors: TutorProfileCommands,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ tutorId, classes, context }: AddClassesToTutorProfileCommand): Promise<void> {
    await this.tutors.run(tutorId, { type: 'AddClasses', data: { classes: classes.map((input) => this.classOf(input)) } }, context);
  }

  private classOf(input: TutorClassInput): ClassToAdd {
    const course = input.course.trim() ? this.catalog.courseByName(input.course.trim()) : null;
    return {
      course: course?.fullCourseName ?? input.course,
      subject: input.subject?.trim() || course?.coreSubjects.find(isSubjectCategory) || '',
      school: input.school ?? null,
      teacher: input.teacher ?? null,
      isHighSchoolClass: input.isHighSchoolClass ?? course?.isHighSchoolCourse ?? false,
    };
  }
}
