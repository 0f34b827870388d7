import { userDecider } from '../../../domain/accounts/user.decider';
import { TutorProfileMessages } from '../../../domain/tutors/tutor-profile.rules';
import { agreementToSign } from '../../../content/onboarding/tutor-onboarding.content';
import { ProjectionRunner } from '../../../projections/runner/projection-runner';
import { loadConfig } from '../../config/app-config';
import { CommandContext, CommandPipeline, ConflictError } from '../../event-sourcing/command-pipeline';
import { AppendResult, EventStore, ExpectedRevision, NewEvent } from '../../../platform/eventstore/event-store.port';
import { SqliteEventStore } from '../../infrastructure/eventstore/sqlite-event-store';
import { logger } from '../../../platform/logging/logger';
import { InMemoryReadStore } from '../../infrastructure/readstore/in-memory-read-store';
import { CatalogService } from '../catalog/catalog.service';
import { TutorProfileEdits, tutorProfileStream } from './tutor-profile-stream';

const now = new Date('2026-11-22T10:00:00.000Z');
const context: CommandContext = { correlationId: 'c1', causationId: 'r1', actorId: 'u1', now };

/** The SQLite store, with a hook run just before an append: where a concurrent writer would get in. */
class RacingEventStore extends SqliteEventStore {
  beforeAppend: (() => Promise<void>) | null = null;

  override async append(streamId: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> {
    const race = this.beforeAppend;
    this.beforeAppend = null;
    if (race) await race();
    return super.append(streamId, events, options);
  }
}

describe('TutorProfileEdits over the SQLite event store', () => {
  let store: RacingEventStore;
  let pipeline: CommandPipeline;
  let tutors: TutorProfileEdits;
  const catalog = new CatalogService();

  const signUp = (userId: string, profileType: 'TUTOR' | 'STUDENT_OR_PARENT') =>
    pipeline.run(
      userDecider,
      `user-${userId}`,
      {
        type: 'SignUpUser',
        data: { userId, email: `${userId}@example.com`, password: 'long enough', firstName: 'Ana', lastName: 'López', profileTypes: [profileType] },
      },
      context,
    );
  const typesOf = async (eventStore: EventStore, tutorId: string) => (await eventStore.readStream(`tutor-${tutorId}`)).map((event) => event.type);

  beforeEach(async () => {
    store = new RacingEventStore(':memory:');
    const projections = new ProjectionRunner(store, new InMemoryReadStore(), [], logger);
    pipeline = new CommandPipeline(store, { now: () => now }, projections, loadConfig({ NODE_ENV: 'test' }).readYourWritesTimeoutMs);
    tutors = new TutorProfileEdits(pipeline, catalog);
    await signUp('u1', 'TUTOR');
  });
  afterEach(async () => store.close());

  it('opens the profile with the first command, in the same append', async () => {
    const outcome = await tutors.run('u1', [{ type: 'SetHourlyWage', data: { hourlyWage: 30 } }], context);
    expect(outcome.events.map((event) => event.type)).toEqual(['TutorProfileCreated', 'TutorHourlyWageSet']);
    expect(await typesOf(store, 'u1')).toEqual(['TutorProfileCreated', 'TutorHourlyWageSet']);
    const profile = (await pipeline.load(tutorProfileStream.decider, 'tutor-u1')).state;
    expect(profile).toMatchObject({ status: 'created', hourlyWage: 30, profilePageId: expect.stringMatching(/^ana-l-[0-9a-z]{10}$/) });
  });

  it('decides again on the fresh stream when another process appended first, keeping both changes', async () => {
    await tutors.run('u1', [{ type: 'SetHourlyWage', data: { hourlyWage: 30 } }], context);
    const otherProcess = new TutorProfileEdits(new CommandPipeline(store, { now: () => now }, { waitForPosition: async () => true }, 0), catalog);
    store.beforeAppend = async () => {
      await otherProcess.run('u1', [{ type: 'EditBio', data: { bio: 'Written meanwhile.' } }], context);
    };
    await tutors.run('u1', [{ type: 'SetHourlyWage', data: { hourlyWage: 45 } }], context);
    expect(await typesOf(store, 'u1')).toEqual(['TutorProfileCreated', 'TutorHourlyWageSet', 'TutorBioEdited', 'TutorHourlyWageSet']);
    expect((await pipeline.load(tutorProfileStream.decider, 'tutor-u1')).state).toMatchObject({ bio: 'Written meanwhile.', hourlyWage: 45 });
  });

  it('answers CONFLICT to an edit made on a revision the profile has moved on from, recording nothing', async () => {
    const first = await tutors.run('u1', [{ type: 'SetHourlyWage', data: { hourlyWage: 30 } }], context);
    const seen = first.nextExpectedRevision as number;
    await tutors.run('u1', [{ type: 'EditBio', data: { bio: 'Fresh.' } }], context, { expectedRevision: seen });
    await expect(tutors.run('u1', [{ type: 'SetHourlyWage', data: { hourlyWage: 45 } }], context, { expectedRevision: seen })).rejects.toBeInstanceOf(ConflictError);
    expect(await typesOf(store, 'u1')).toEqual(['TutorProfileCreated', 'TutorHourlyWageSet', 'TutorBioEdited']);
  });

  it('records nothing of a batch with an invalid field, not even the opening of the profile', async () => {
    await expect(
      tutors.run(
        'u1',
        [
          { type: 'SetHourlyWage', data: { hourlyWage: 30 } },
          { type: 'SetSubjects', data: { subjects: [] } },
        ],
        context,
      ),
    ).rejects.toMatchObject({ fieldErrors: { subjects: TutorProfileMessages.subjectsRequired } });
    expect(await typesOf(store, 'u1')).toEqual([]);
  });

  it('gives a profile only to a user holding the tutor profile type', async () => {
    await signUp('c1', 'STUDENT_OR_PARENT');
    await expect(tutors.run('c1', [{ type: 'SignAgreement', data: agreementToSign() }], context)).rejects.toMatchObject({
      message: TutorProfileMessages.notATutor,
      fieldErrors: { tutorId: TutorProfileMessages.notATutor },
    });
    expect(await typesOf(store, 'c1')).toEqual([]);
  });

  it('answers NOT_FOUND for an id no account has, recording nothing', async () => {
    await expect(tutors.run('nobody', [{ type: 'SignAgreement', data: agreementToSign() }], context)).rejects.toMatchObject({ name: 'NotFoundError', message: TutorProfileMessages.profileNotFound });
    expect(await typesOf(store, 'nobody')).toEqual([]);
  });

  it('looks a ZIP code up in the catalog, cut to 5 digits', () => {
    expect(tutors.locationOf(' 78701-1234 ')).toEqual({
      type: 'SetLocation',
      data: { zipCode: '78701', city: 'Austin', state: 'TX', latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    expect(() => tutors.locationOf('7870')).toThrow(TutorProfileMessages.zipRequired);
    expect(() => tutors.locationOf('00000')).toThrow(TutorProfileMessages.zipNotFound);
  });
});
