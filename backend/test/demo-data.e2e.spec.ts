import { LOGIN } from './support/account-operations';
import { startTestApp, TestApp } from './support/test-app';

const SEARCH = `query ($input: String!, $zip: String, $localPageNumber: Int, $onlinePageNumber: Int) {
  searchTutorsByCourse(input: $input, zip: $zip, localPageNumber: $localPageNumber, onlinePageNumber: $onlinePageNumber) {
    course locationDescription localTutorCount onlineTutorCount
    localTutors { firstName distanceMiles location { city state } }
    onlineTutors { firstName sessionPreference }
  }
}`;

interface SearchResult {
  searchTutorsByCourse: {
    course: string;
    locationDescription: string | null;
    localTutorCount: number;
    onlineTutorCount: number;
    localTutors: Array<{ firstName: string; distanceMiles: number; location: { city: string; state: string } }>;
    onlineTutors: Array<{ firstName: string; sessionPreference: string }>;
  };
}

describe('the demo data loaded at start', () => {
  let app: TestApp;

  afterEach(async () => {
    await app?.close();
  });

  it('fills an empty data directory with tutors to find, reviews and the demo accounts, once', async () => {
    app = await startTestApp({ DEMO_DATA: 'on' });
    const head = await app.running.platform.eventStore.headPosition();
    expect(head).toBeGreaterThan(3000);
    const visitor = app.client();

    const nearNewYork = await visitor.data<SearchResult>(SEARCH, { input: 'Algebra 1', zip: '10001', localPageNumber: 1, onlinePageNumber: 1 });
    expect(nearNewYork.searchTutorsByCourse.course).toBe('Algebra 1');
    expect(nearNewYork.searchTutorsByCourse.localTutorCount).toBeGreaterThan(10);
    expect(nearNewYork.searchTutorsByCourse.localTutors).toHaveLength(10);
    for (const tutor of nearNewYork.searchTutorsByCourse.localTutors) expect(tutor.distanceMiles).toBeLessThanOrEqual(25);
    const nearAustin = await visitor.data<SearchResult>(SEARCH, { input: 'Algebra 1', zip: '78701', localPageNumber: 1, onlinePageNumber: 1 });
    expect(nearAustin.searchTutorsByCourse.localTutorCount).toBeGreaterThan(10);
    expect(nearAustin.searchTutorsByCourse.localTutors.map((tutor) => tutor.firstName)).toContain('Taylor');
    const online = await visitor.data<SearchResult>(SEARCH, { input: 'Algebra 1', localPageNumber: -1, onlinePageNumber: 1 });
    expect(online.searchTutorsByCourse.onlineTutorCount).toBeGreaterThan(10);
    expect(online.searchTutorsByCourse.onlineTutors.every((tutor) => tutor.sessionPreference !== 'in-person')).toBe(true);

    const reviewed = await visitor.data<{ getTopActiveTutors: Array<{ reviewCount: number; avgReviewScore: number | null }> }>(
      `{ getTopActiveTutors(numberTutors: 10) { reviewCount avgReviewScore } }`,
    );
    expect(reviewed.getTopActiveTutors).toHaveLength(10);
    expect(reviewed.getTopActiveTutors.some((tutor) => tutor.reviewCount > 0 && (tutor.avgReviewScore ?? 0) >= 4)).toBe(true);

    for (const email of ['tutor@example.com', 'parent@example.com', 'student@example.com']) {
      const login = await app.client().data<{ emailLoginV2: { status: string } }>(LOGIN, { email, password: 'demo-password' });
      expect(login.emailLoginV2.status).toBe('SUCCESS');
    }

    await app.restart();
    expect(await app.running.platform.eventStore.headPosition()).toBe(head);
  }, 120_000);

  it('stays empty with DEMO_DATA=off, as every other test app does by default', async () => {
    app = await startTestApp();
    expect(await app.running.platform.eventStore.headPosition()).toBe(0);
    const search = await app.client().data<SearchResult>(SEARCH, { input: 'Algebra 1', zip: '10001' });
    expect(search.searchTutorsByCourse.localTutorCount + search.searchTutorsByCourse.onlineTutorCount).toBe(0);
  });
});
