import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DomainError, ForbiddenError } from '../../../../domain/shared/domain-error';
import { ApplicationStepAnswers, TutorApplicationSubmitted } from '../../../../domain/tutor-application/tutor-application.events';
import { TutorProfileCommandInput } from '../../../../domain/tutors/tutor-profile.commands';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../../../platform/eventstore/event-store.port';
import { logger } from '../../../../platform/logging/logger';
import { AppConfig } from '../../../config/app-config';
import { CommandPipeline } from '../../../event-sourcing/command-pipeline';
import { LogReaction, ReactionCheckpoints, ReactionProgress } from '../../../event-sourcing/log-reaction';
import { APP_CONFIG, REACTION_CHECKPOINTS } from '../../../platform.module';
import { userStream } from '../../accounts/user-stream';
import { TutorProfileEdits } from '../../tutors/tutor-profile-stream';

/** The reaction's name: its checkpoint, and what submitTutorApplication waits for. */
export const TUTOR_APPLICATION_WORKFLOW = 'tutor-application-workflow';

const HANDLED = new Set<string>(['TutorApplicationSubmitted']);
const RETRY_DELAY_MS = 250;

type AnswersOf<S extends ApplicationStepAnswers['step']> = Extract<ApplicationStepAnswers, { step: S }>;

/** The tutor profile a submitted application opens: every answer the profile holds, in one batch. */
export function profileCommandsOf(answers: readonly ApplicationStepAnswers[]): TutorProfileCommandInput[] {
  const find = <S extends ApplicationStepAnswers['step']>(step: S) => answers.find((entry): entry is AnswersOf<S> => entry.step === step);
  const commands: TutorProfileCommandInput[] = [];
  const subjects = find('core-subjects');
  const education = find('education-level');
  const location = find('location');
  const school = find('school-info');
  const courses = find('high-school-courses') ?? find('college-courses');
  const preferences = find('tutoring-preferences');
  const availability = find('availability');
  const about = find('about');
  if (subjects) commands.push({ type: 'SetSubjects', data: { subjects: subjects.subjects } });
  if (education) commands.push({ type: 'SetGradesForTutoring', data: { gradesForTutoring: education.gradesForTutoring } });
  if (school) commands.push({ type: 'SetSchool', data: { school: school.school, isHighSchoolTutor: education?.isHighSchoolTutor ?? false } });
  if (courses) {
    const isHighSchoolClass = courses.step === 'high-school-courses';
    commands.push({ type: 'AddClasses', data: { classes: courses.courses.map((course) => ({ ...course, school: school?.school.name ?? null, teacher: null, isHighSchoolClass })) } });
  }
  if (location) commands.push({ type: 'SetLocation', data: location.location });
  if (preferences) commands.push({ type: 'SetSessionPreference', data: { sessionPreference: preferences.onlinePreference ? 'no-preference' : 'in-person' } });
  if (availability) commands.push({ type: 'EditAvailability', data: availability });
  if (about) commands.push({ type: 'EditBio', data: { bio: about.aboutYourself } });
  return commands;
}

/**
 * What a submitted application sets going, read from the stored log: a student's account takes
 * the tutor profile type, then the tutor profile opens with the application's answers. It is not
 * onboarded (no TutorOnboarded): onboarding picks it up from there. Ids derive from the submission
 * event, so a redelivery records nothing twice.
 */
@Injectable()
export class TutorApplicationWorkflow implements OnApplicationBootstrap, OnModuleDestroy {
  private reaction: LogReaction | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(REACTION_CHECKPOINTS) private readonly checkpoints: ReactionCheckpoints,
    private readonly progress: ReactionProgress,
    private readonly pipeline: CommandPipeline,
    private readonly edits: TutorProfileEdits,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.roles.has('worker')) return;
    this.reaction = new LogReaction(TUTOR_APPLICATION_WORKFLOW, this.eventStore, HANDLED, (event) => this.handle(event), logger, this.checkpoints, 500, {
      fromBeginning: true,
      retryDelayMs: RETRY_DELAY_MS,
    });
    this.progress.register(this.reaction);
    await this.reaction.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.reaction?.stop();
  }

  async handle(event: RecordedEvent): Promise<void> {
    const submitted = event.data as TutorApplicationSubmitted['data'];
    try {
      if (submitted.origin === 'student') {
        await this.pipeline.run(userStream.decider, userStream.streamIdOf(submitted.applicantId), { type: 'AddTutorProfileType', data: {} }, this.pipeline.contextOfEvent(event, 'tutor-profile-type'));
      }
      await this.edits.run(submitted.applicantId, profileCommandsOf(submitted.answers), this.pipeline.contextOfEvent(event, 'tutor-profile'), { awaitReadModels: false });
    } catch (error) {
      // A refusal can only repeat: logged and left, so one odd application never holds up the ones after it.
      if (!(error instanceof DomainError || error instanceof ForbiddenError)) throw error;
      logger.error({ err: error, workflow: TUTOR_APPLICATION_WORKFLOW, eventId: event.id }, 'a submitted tutor application could not open its tutor profile');
    }
  }
}
