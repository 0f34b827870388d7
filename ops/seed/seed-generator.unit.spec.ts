import { randomBytes } from 'node:crypto';
import { courseKeyOf } from '../../backend/domain/catalog/catalog.vocabulary';
import { abidesByUserGuidelines } from '../../backend/domain/shared/user-guidelines';
import { tutorProfileDecider } from '../../backend/domain/tutors/tutor-profile.decider';
import { Prng } from './prng';
import { SeedCatalog } from './seed-catalog';
import { catalogForSeed } from './seed-catalog-adapter';
import { DEMO_CITIES, SEED_CITIES } from './seed-cities';
import { SeedGenerator, SeedTutor } from './seed-generator';
import { FIRST_NAMES, LAST_NAMES } from './seed-names';
import { SeedPlanner } from './seed-plan';
import { everyFixedText } from './seed-texts';

const until = new Date('2026-11-01T12:00:00.000Z');
const SAMPLE = 4000;

let catalog: SeedCatalog;
let tutors: SeedTutor[];

beforeAll(() => {
  catalog = catalogForSeed();
  const generator = new SeedGenerator(catalog, { seed: 42, tutors: SAMPLE, clients: 2000, until });
  tutors = Array.from({ length: SAMPLE }, (_, index) => generator.tutor(index));
});

function share<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  return items.filter(predicate).length / items.length;
}

describe('the seeded PRNG', () => {
  it('gives the same sequence for the same name and a different one for another', () => {
    const draw = (random: Prng) => Array.from({ length: 5 }, () => random.next());
    expect(draw(Prng.for(42, 'tutor', 7))).toEqual(draw(Prng.for(42, 'tutor', 7)));
    expect(draw(Prng.for(42, 'tutor', 7))).not.toEqual(draw(Prng.for(42, 'tutor', 8)));
    expect(draw(Prng.for(42, 'tutor', 7))).not.toEqual(draw(Prng.for(43, 'tutor', 7)));
  });

  it('is uniform enough: ten buckets of 100,000 draws each hold about a tenth', () => {
    const random = new Prng(1);
    const buckets = new Array<number>(10).fill(0);
    for (let draw = 0; draw < 100_000; draw += 1) buckets[Math.floor(random.next() * 10)] += 1;
    for (const bucket of buckets) expect(Math.abs(bucket - 10_000)).toBeLessThan(400);
  });
});

describe('the seed generator', () => {
  it('is deterministic: the same seed gives the same tutors, clients and reviews, in any order of generation', () => {
    const again = new SeedGenerator(catalog, { seed: 42, tutors: SAMPLE, clients: 2000, until });
    expect([3999, 17, 0].map((index) => again.tutor(index))).toEqual([tutors[3999], tutors[17], tutors[0]]);
    const first = new SeedGenerator(catalog, { seed: 42, tutors: SAMPLE, clients: 2000, until });
    expect(again.client(5)).toEqual(first.client(5));
  });

  it('plans the same events for the same seed, and other events for another seed', () => {
    const planner = new SeedPlanner('seed:42', randomBytes(32).toString('base64url'));
    const plan = (seed: number) => {
      const generator = new SeedGenerator(catalog, { seed, tutors: 20, clients: 20, until });
      return Array.from({ length: 20 }, (_, index) => [planner.client(generator.client(index)), planner.tutor(generator.tutor(index))]);
    };
    expect(plan(42)).toEqual(plan(42));
    expect(JSON.stringify(plan(43))).not.toEqual(JSON.stringify(plan(42)));
  });

  it('makes every tutor plan one the tutor profile decider accepts', () => {
    for (const tutor of tutors.slice(0, 1000)) {
      let state = tutorProfileDecider.initialState();
      for (const step of tutor.profile) {
        const events = tutorProfileDecider.decide({ ...step.command, metadata: { now: step.at, actorId: step.actorId } } as Parameters<typeof tutorProfileDecider.decide>[0], state);
        state = events.reduce(tutorProfileDecider.evolve, state);
      }
      expect(state).toMatchObject({ status: 'created', tutorId: tutor.account.userId });
    }
  });

  it('makes about 90 % of tutors searchable (visible and agreement signed)', () => {
    const searchable = share(tutors, (tutor) => tutor.summary.searchable);
    expect(searchable).toBeGreaterThan(0.87);
    expect(searchable).toBeLessThan(0.93);
  });

  it('asks hourly wages between $20 and $80, high-school tutors less', () => {
    const wages = tutors.map((tutor) => tutor.summary.hourlyWage);
    expect(Math.min(...wages)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...wages)).toBeLessThanOrEqual(80);
    const mean = (list: SeedTutor[]) => list.reduce((sum, tutor) => sum + tutor.summary.hourlyWage, 0) / list.length;
    const highSchool = tutors.filter((tutor) => tutor.summary.isHighSchoolTutor);
    expect(mean(tutors)).toBeGreaterThan(32);
    expect(mean(tutors)).toBeLessThan(45);
    expect(mean(highSchool)).toBeLessThan(mean(tutors.filter((tutor) => !tutor.summary.isHighSchoolTutor)));
  });

  it('teaches catalog courses, Algebra 1 most of all, then the other common ones', () => {
    const known = new Set(catalog.courses.map((course) => courseKeyOf(course.fullCourseName)));
    const counts = new Map<string, number>();
    for (const tutor of tutors) for (const key of tutor.summary.courseKeys) counts.set(key, (counts.get(key) ?? 0) + 1);
    expect([...counts.keys()].filter((key) => !known.has(key))).toEqual([]);
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
    expect(ranked[0]).toBe('algebra-1');
    expect(ranked.slice(0, 6)).toEqual(expect.arrayContaining(['geometry', 'algebra-2', 'sat']));
    expect(counts.size).toBeGreaterThan(200);
  });

  it('mixes session preferences: about half no preference, more online-only than in-person-only', () => {
    const preference = (value: string) => share(tutors, (tutor) => tutor.summary.sessionPreference === value);
    expect(preference('no-preference')).toBeGreaterThan(0.45);
    expect(preference('no-preference')).toBeLessThan(0.55);
    expect(preference('online')).toBeGreaterThan(preference('in-person'));
    expect(preference('in-person')).toBeGreaterThan(0.15);
  });

  it('places tutors in real ZIP codes near their city, more in bigger cities', () => {
    const byCity = new Map<string, number>();
    const near = new Map<string, Set<string>>();
    const misplaced: string[] = [];
    for (const tutor of tutors) {
      const { city, zip } = tutor.summary;
      if (!near.has(city.centreZip)) near.set(city.centreZip, new Set(catalog.zipsNear(city.centreZip, city.radiusMiles)));
      if (JSON.stringify(catalog.lookupZip(zip.zip)) !== JSON.stringify(zip) || !near.get(city.centreZip)!.has(zip.zip)) misplaced.push(zip.zip);
      byCity.set(city.centreZip, (byCity.get(city.centreZip) ?? 0) + 1);
    }
    expect(misplaced).toEqual([]);
    expect(byCity.get('10001')!).toBeGreaterThan(byCity.get('78701')!);
    expect(byCity.get('78701')!).toBeGreaterThan(byCity.get('99501') ?? 0);
    expect(byCity.size).toBeGreaterThan(SEED_CITIES.length * 0.8);
  });

  it('gives grade levels consistent with the tutor: high-school tutors teach younger students', () => {
    expect(tutors.filter((tutor) => tutor.summary.gradesForTutoring.length === 0)).toEqual([]);
    const highSchool = tutors.filter((tutor) => tutor.summary.isHighSchoolTutor);
    expect(share(highSchool, (tutor) => tutor.summary.gradesForTutoring.includes('COLLEGE'))).toBe(0);
    expect(share(highSchool, (tutor) => tutor.summary.gradesForTutoring.includes('MIDDLE_SCHOOL'))).toBeGreaterThan(0.8);
    expect(share(tutors, (tutor) => tutor.summary.gradesForTutoring.includes('HIGH_SCHOOL'))).toBeGreaterThan(0.6);
  });

  it('writes reviews skewed high, one per client and tutor, only for searchable tutors', () => {
    const reviews = tutors.flatMap((tutor) => tutor.reviews.map((review) => ({ review, tutor })));
    expect(reviews.length).toBeGreaterThan(SAMPLE * 1.5);
    const scores = reviews.map(({ review }) => review.score);
    expect(new Set(scores)).toEqual(new Set([1, 2, 3, 4, 5]));
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    expect(mean).toBeGreaterThan(4.1);
    expect(mean).toBeLessThan(4.7);
    expect(share(scores, (score) => score === 5)).toBeGreaterThan(0.5);
    expect(share(scores, (score) => score <= 2)).toBeGreaterThan(0.01);
    expect(share(scores, (score) => score <= 2)).toBeLessThan(0.08);
    const misfits = reviews.filter(
      ({ review, tutor }) => !tutor.summary.searchable || review.at.getTime() <= tutor.account.signedUpAt.getTime() || review.at.getTime() > until.getTime(),
    );
    expect(misfits).toEqual([]);
    const pairs = reviews.map(({ review }) => `${review.tutorId}|${review.clientId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(share(tutors, (tutor) => tutor.reviews.length > 0)).toBeGreaterThan(0.4);
  });

  it('draws names of many origins and gives every account its own address', () => {
    const firstNames = new Set(tutors.map((tutor) => tutor.account.firstName));
    const lastNames = new Set(tutors.map((tutor) => tutor.account.lastName));
    expect(firstNames.size).toBeGreaterThan(FIRST_NAMES.length * 0.9);
    expect(lastNames.size).toBeGreaterThan(LAST_NAMES.length * 0.8);
    expect([...firstNames].some((name) => [...name].some((letter) => letter.charCodeAt(0) > 0x7f))).toBe(true);
    const emails = tutors.map((tutor) => tutor.account.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.filter((email) => !/^[a-z0-9.]+@seed42\.example\.com$/.test(email))).toEqual([]);
  });

  it('uses only words that pass the profanity filter', () => {
    expect([...FIRST_NAMES, ...LAST_NAMES, ...everyFixedText()].filter((text) => !abidesByUserGuidelines(text))).toEqual([]);
  });

  it('puts the demo set in its six cities, with Algebra 1 tutors near 10001 and 78701, local and online', () => {
    const generator = new SeedGenerator(catalog, { seed: 2024, tutors: 300, clients: 120, until, cities: DEMO_CITIES, courseBoosts: { 'algebra-1': 4 } });
    const demo = Array.from({ length: 300 }, (_, index) => generator.tutor(index));
    const teachesAlgebra = (tutor: SeedTutor) => tutor.summary.searchable && tutor.summary.courseKeys.includes('algebra-1');
    const localNear = (zip: string) => demo.filter((tutor) => teachesAlgebra(tutor) && tutor.summary.city.centreZip === zip && tutor.summary.sessionPreference !== 'online');
    expect(localNear('10001').length).toBeGreaterThan(10);
    expect(localNear('78701').length).toBeGreaterThan(10);
    expect(demo.filter((tutor) => teachesAlgebra(tutor) && tutor.summary.sessionPreference !== 'in-person').length).toBeGreaterThan(20);
    expect(new Set(demo.map((tutor) => tutor.summary.city.centreZip)).size).toBe(6);
  });
});
