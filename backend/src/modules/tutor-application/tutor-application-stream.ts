import { Injectable } from '@nestjs/common';
import { StepInput } from '../../../domain/tutor-application/tutor-application.commands';
import { tutorApplicationDecider } from '../../../domain/tutor-application/tutor-application.decider';
import { ApplicationCourse, tutorApplicationStreamId } from '../../../domain/tutor-application/tutor-application.events';
import { ApplicationStep, TutorApplicationMessages } from '../../../domain/tutor-application/tutor-application.rules';
import { DomainError } from '../../../domain/shared/domain-error';
import { isSubjectCategory } from '../../../domain/catalog/catalog.vocabulary';
import { optionalText } from '../../../domain/tutors/tutor-profile.rules';
import { findApprovedCourses } from '../../../projections/class-add-requests/class-add-requests.projection';
import { ReadModels } from '../../../projections/runner/read-models';
import { tutorApplicationsProjection } from '../../../projections/tutor-applications/tutor-applications.projection';
import { CatalogService } from '../catalog/catalog.service';
import { TutorApplicationStepInput } from './tutor-application.input';

/** Where an application is decided (stream `tutor-application-<userId>`), and the read model its commands wait for. */
export const tutorApplicationStream = {
  decider: tutorApplicationDecider,
  streamIdOf: tutorApplicationStreamId,
  readModels: [tutorApplicationsProjection.name],
} as const;

/**
 * Turns a step's form into the decider's input: the catalog's city, state and coordinates of a ZIP
 * code, the catalog's school for an id, and each course's subject (from the catalog, or from a
 * class request an admin approved). A course neither knows is refused: the applicant asks for it
 * to be added with submitClassAddRequest.
 */
@Injectable()
export class ApplicationStepReader {
  constructor(
    private readonly catalog: CatalogService,
    private readonly readModels: ReadModels,
  ) {}

  async stepInputOf(step: ApplicationStep, form: TutorApplicationStepInput): Promise<StepInput> {
    switch (step) {
      case 'referral':
        return { step, referralSource: form.referralSource ?? '' };
      case 'core-subjects':
        return { step, subjects: form.subjects ?? [] };
      case 'education-level':
        return { step, isHighSchoolTutor: form.isHighSchoolTutor ?? false, tutorGradeLevel: form.tutorGradeLevel ?? '', gradesForTutoring: form.gradesForTutoring ?? [] };
      case 'location': {
        const place = form.zipCode ? this.catalog.lookupZip(form.zipCode) : null;
        return { step, location: place && { zipCode: place.zip, city: place.city, state: place.state, latitude: place.latitude, longitude: place.longitude } };
      }
      case 'school-info': {
        const schoolId = optionalText(form.schoolId);
        const institution = schoolId !== null ? this.catalog.institutionById(schoolId) : null;
        if (institution) return { step, school: { id: institution.id, name: institution.name, city: institution.city, state: institution.state } };
        return { step, school: { id: null, name: form.schoolName ?? '', city: form.schoolCity ?? '', state: form.schoolState ?? '' } };
      }
      case 'high-school-courses':
      case 'college-courses':
        return { step, courses: await this.coursesOf(form.courses ?? []) };
      case 'tutoring-preferences':
        return {
          step,
          onlinePreference: form.onlinePreference ?? true,
          paidPreference: form.paidPreference ?? true,
          prefPaymentMethod: form.prefPaymentMethod ?? null,
          nonProfitName: form.nonProfitName ?? null,
          donationLink: form.donationLink ?? null,
        };
      case 'availability':
        return { step, dailyAvailability: form.dailyAvaliability ?? [], availabilityDescription: form.avaliabilityDesc ?? null };
      case 'about':
        return { step, aboutYourself: form.aboutYourself ?? '', gpa: form.gpa ?? null };
    }
  }

  private async coursesOf(names: readonly string[]): Promise<ApplicationCourse[]> {
    const courses: ApplicationCourse[] = [];
    for (const name of names) {
      const known = this.catalog.courseByName(name);
      if (known) {
        courses.push({ course: known.fullCourseName, subject: known.coreSubjects[0] ?? 'Other' });
        continue;
      }
      const [approved] = (await findApprovedCourses(this.readModels, name, 20)).filter((course) => course.courseName.toLowerCase() === name.trim().toLowerCase());
      if (!approved || !approved.subject || !isSubjectCategory(approved.subject)) throw DomainError.fromFieldErrors({ courses: TutorApplicationMessages.courseNotInCatalog });
      courses.push({ course: approved.courseName, subject: approved.subject });
    }
    return courses;
  }
}
