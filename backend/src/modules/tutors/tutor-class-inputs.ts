import { isSubjectCategory } from '../../../domain/catalog/catalog.vocabulary';
import { throwIfInvalid } from '../../../domain/shared/domain-error';
import { ClassToAdd } from '../../../domain/tutors/tutor-profile.commands';
import { MAX_CLASS_TEXT_LENGTH, MAX_CLASSES_PER_EDIT, TutorProfileEditorMessages } from '../../../domain/tutors/tutor-profile-editor.rules';
import { CatalogService } from '../catalog/catalog.service';

/** A class as the editor's mutations take it (TutorClassInput and EditClassInput share these text fields). */
interface ClassTexts {
  course?: string | null;
  school?: string | null;
  teacher?: string | null;
}

/**
 * Bounds what a request may carry before anything is decided: at most MAX_CLASSES_PER_EDIT classes,
 * course, school and teacher at most MAX_CLASS_TEXT_LENGTH characters each (field `classes`).
 */
export function checkClassBounds(classes: readonly ClassTexts[]): void {
  const tooLong = (text: string | null | undefined) => (text?.trim().length ?? 0) > MAX_CLASS_TEXT_LENGTH;
  throwIfInvalid({
    classes:
      classes.length > MAX_CLASSES_PER_EDIT
        ? TutorProfileEditorMessages.tooManyClassesAtOnce
        : classes.some((tutorClass) => tooLong(tutorClass.course))
          ? TutorProfileEditorMessages.classCourseTooLong
          : classes.some((tutorClass) => tooLong(tutorClass.school))
            ? TutorProfileEditorMessages.classSchoolTooLong
            : classes.some((tutorClass) => tooLong(tutorClass.teacher))
              ? TutorProfileEditorMessages.classTeacherTooLong
              : undefined,
  });
}

/**
 * A class resolved against the course catalog: listed under the catalog's name whatever way it was
 * typed, its subject and level the catalog's unless given; `level` (high-school or college screens)
 * overrides the level.
 */
export function classToAddOf(
  catalog: CatalogService,
  input: { course: string; subject?: string | null; school?: string | null; teacher?: string | null; isHighSchoolClass?: boolean | null },
  level?: { isHighSchoolClass: boolean },
): ClassToAdd {
  const course = input.course.trim() ? catalog.courseByName(input.course.trim()) : null;
  return {
    course: course?.fullCourseName ?? input.course,
    subject: input.subject?.trim() || course?.coreSubjects.find(isSubjectCategory) || '',
    school: input.school ?? null,
    teacher: input.teacher ?? null,
    isHighSchoolClass: level?.isHighSchoolClass ?? input.isHighSchoolClass ?? course?.isHighSchoolCourse ?? false,
  };
}
