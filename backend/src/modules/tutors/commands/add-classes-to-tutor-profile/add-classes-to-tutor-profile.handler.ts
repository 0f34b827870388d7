import { Injectable } from '@nestjs/common';
import { isSubjectCategory } from '../../../../../domain/catalog/catalog.vocabulary';
import { ForbiddenError } from '../../../../../domain/shared/domain-error';
import { ClassToAdd } from '../../../../../domain/tutors/tutor-profile.commands';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { CommandContext } from '../../../../event-sourcing/command-pipeline';
import { Viewer } from '../../../accounts/auth/graphql-context';
import { CatalogService } from '../../../catalog/catalog.service';
import { TutorModel } from '../../../tutor-search/tutor.model';
import { tutorAnswerOf, TutorProfileEdits } from '../../tutor-profile-stream';
import { TutorClassInput } from './add-classes-to-tutor-profile.input';

/**
 * addClassesToTutorProfile: a tutor adds classes to their own profile; an admin (spec section 6) to
 * any tutor's. Each class is resolved against the course catalog, so it is listed under the
 * catalog's name and key whatever way it was typed; a course the catalog does not know is kept as
 * typed, with its subject. A stale edit answers CONFLICT.
 */
@Injectable()
export class AddClassesToTutorProfileHandler {
  constructor(
    private readonly edits: TutorProfileEdits,
    private readonly catalog: CatalogService,
    private readonly readModels: ReadModels,
  ) {}

  async execute(input: { viewer: Viewer; tutorId: string | null; classes: TutorClassInput[]; expectedRevision?: number | null }, context: CommandContext): Promise<TutorModel> {
    const { viewer } = input;
    const target = input.tutorId ?? viewer.userId;
    const { profileTypes } = viewer.user.profile;
    if (target === viewer.userId ? !profileTypes.includes('TUTOR') : !profileTypes.includes('ADMIN')) throw new ForbiddenError();
    await this.edits.run(target, [{ type: 'AddClasses', data: { classes: input.classes.map((tutorClass) => this.classOf(tutorClass)) } }], context, {
      expectedRevision: input.expectedRevision,
    });
    return tutorAnswerOf(this.readModels, target);
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
