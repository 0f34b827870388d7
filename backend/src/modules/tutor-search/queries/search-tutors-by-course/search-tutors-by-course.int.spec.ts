import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { DomainEvent } from '../../../../../domain/shared/decider';
import { SessionPreference } from '../../../../../domain/catalog/catalog.vocabulary';
import { physicalCollectionName, ProjectionStore } from '../../../../../projections/runner/projection';
import { ReadModels } from '../../../../../projections/runner/read-models';
import { searchableProfile, tutorSignedUp } from '../../../../../projections/tutor-search/tutor-search-events.fixture';
import { tutorSearchProjection } from '../../../../../projections/tutor-search/tutor-search.projection';
import { EncodedDocuments } from '../../../../infrastructure/readstore/encoded-documents';
import { InMemoryReadStore } from '../../../../infrastructure/readstore/in-memory-read-store';
import { ReadModelSnapshots } from '../../../../infrastructure/readstore/read-model-snapshots';
import { CatalogService } from '../../../catalog/catalog.service';
import { LocalAreas } from '../../local-area';
import { SearchedCourses } from '../../searched-course';
import { SearchTutorsByCourseHandler, SearchTutorsByCourseInput } from './search-tutors-by-course.handler';

const logger = pino({ level: 'silent' });
const PREFERENCES: SessionPreference[] = ['no-preference', 'in-person', 'online'];
const TUTORS = 60;
/** The collection's name in the read store, for the projection's version. */
const physical = (logical: string) => physicalCollectionName(tutorSearchProjection, tutorSearchProjection.version, logical);

/**
 * 60 tutors of Algebra 1 north of Austin, one every 0.5 miles up to 30 miles out (so some in the
 * grid cells at the edge of the 25-mile circle, some beyond it), in person, online or both.
 */
function tutorEvents(): DomainEvent[] {
  return Array.from({ length: TUTORS }, (_, n) => {
    const tutorId = `t${String(n).padStart(2, '0')}`;
    return [
      tutorSignedUp(tutorId, `Tutor${n}`, 'Lovelace'),
      ...searchableProfile(tutorId),
      { type: 'TutorLocationSet', data: { tutorId, zipCode: '78701', city: 'Austin', state: 'TX', latitude: 30.27 + (n * 0.5) / 69, longitude: -97.74 } },
      { type: 'TutorSessionPreferenceSet', data: { tutorId, sessionPreference: PREFERENCES[n % 3] } },
      { type: 'PastTutoringHoursImported', data: { tutorId, hours: n } },
    ] as DomainEvent[];
  }).flat();
}

async function builtStore(): Promise<InMemoryReadStore> {
  const readStore = new InMemoryReadStore();
  const store: ProjectionStore = { collection: (logical) => readStore.collection(physical(logical)) };
  await tutorSearchProjection.setup?.(store);
  let position = 0;
  for (const event of tutorEvents()) {
    position++;
    const recorded = { ...event, id: randomUUID(), streamId: 'any', revision: 0, position, metadata: { correlationId: 'c', causationId: 'c', actorId: null, occurredAt: '2024-03-01T10:00:00.000Z' }, recordedAt: '2024-03-01T10:00:00.000Z' };
    if (tutorSearchProjection.handles.includes(event.type)) await tutorSearchProjection.apply(recorded, store);
  }
  return readStore;
}

describe('searchTutorsByCourse on a read model restored from its snapshot (tutors decoded when first read)', () => {
  const catalog = new CatalogService();
  const target = {
    projection: tutorSearchProjection.name,
    version: tutorSearchProjection.version,
    collections: tutorSearchProjection.collections.map(physical),
  };
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'search-restored-'));
  });

  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  const handlerOn = (readStore: InMemoryReadStore) =>
    new SearchTutorsByCourseHandler(new ReadModels(readStore, [tutorSearchProjection], new Map([[tutorSearchProjection.name, tutorSearchProjection.version]])), new SearchedCourses(catalog), catalog, new LocalAreas());

  it.each<[string, Partial<SearchTutorsByCourseInput>]>([
    ['the first local page', {}],
    ['the last local page, then online tutors placed outside the circle', { localPageNumber: 4 }],
    ['online only', { localPageNumber: -1, zip: null }],
  ])('decodes only the tutors of the page it answers (%s), and answers as the store it was taken from', async (_label, asked) => {
    const built = await builtStore();
    await new ReadModelSnapshots(built, directory, logger).save(target, 1);
    const restored = new InMemoryReadStore();
    await tutorSearchProjection.setup?.({ collection: (logical) => restored.collection(physical(logical)) });
    expect(await new ReadModelSnapshots(restored, directory, logger).restore(target)).toBe(1);

    const input: SearchTutorsByCourseInput = { input: 'Algebra 1', localPageNumber: 1, onlinePageNumber: 1, zip: '78701', studentGradeLevel: 'HIGH_SCHOOL', ...asked };
    const expected = await handlerOn(built).execute(input);
    const decode = jest.spyOn(EncodedDocuments.prototype, 'decode');
    try {
      const page = await handlerOn(restored).execute(input);
      expect(page).toEqual(expected);
      const shown = page.localTutors.length + page.onlineTutors.length;
      expect(shown).toBeGreaterThan(0);
      // Of the 60 tutors, those the page shows; no candidate placed on the way (the local-cells blocks the circle touches aside).
      const tutorsDecoded = decode.mock.contexts.filter((encoded) => (encoded as EncodedDocuments).count === TUTORS).length;
      expect(tutorsDecoded).toBe(shown);
    } finally {
      decode.mockRestore();
    }
  });
});
