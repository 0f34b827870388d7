import { Person, signedUp } from '../src/modules/conversations/test-support/conversation-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const LOCATION = `query { getCurrentUserV2 { id profile { currentLocation { zip city state } } } }`;
const EDIT_LOCATION = `mutation ($zipCode: String!) { editCurrentLocation(zipCode: $zipCode) { id profile { currentLocation { zip city state } } } }`;

describe("the welcome steps over GraphQL: the client's own location", () => {
  let app: TestApp;
  let client: Person;
  let other: Person;
  let tutor: Person;
  let visitor: GraphqlClient;

  beforeAll(async () => {
    app = await startTestApp();
    client = await signedUp(app, 'Cleo', 'STUDENT_OR_PARENT');
    other = await signedUp(app, 'Olga', 'STUDENT_OR_PARENT');
    tutor = await signedUp(app, 'Theo', 'TUTOR');
    visitor = app.client();
  });

  afterAll(async () => app.close());

  const userEventTypes = async (person: Person) => (await app.running.platform.eventStore.readStream(`user-${person.id}`)).map((event) => event.type);
  const locationOf = async (person: Person) =>
    (await person.client.data<{ getCurrentUserV2: { profile: { currentLocation: unknown } } }>(LOCATION)).getCurrentUserV2.profile.currentLocation;

  it('is unset until the client gives a ZIP code, then the catalog names its city and state (the ZIP+4 cut to 5 digits)', async () => {
    expect(await locationOf(client)).toBeNull();
    const { editCurrentLocation } = await client.client.data<{ editCurrentLocation: { id: string; profile: { currentLocation: unknown } } }>(EDIT_LOCATION, { zipCode: ' 78701-1234 ' });
    expect(editCurrentLocation).toEqual({ id: client.id, profile: { currentLocation: { zip: '78701', city: 'Austin', state: 'TX' } } });
    expect(await locationOf(client)).toEqual({ zip: '78701', city: 'Austin', state: 'TX' });
    expect(await locationOf(other)).toBeNull();
  });

  it('records the same place once', async () => {
    await client.client.data(EDIT_LOCATION, { zipCode: '78701' });
    expect((await userEventTypes(client)).filter((type) => type === 'CurrentLocationSet')).toHaveLength(1);
  });

  it.each([
    ['', 'Please enter a ZIP code.', 'account.invalidZipCode'],
    ['7870', 'Please enter a ZIP code.', 'account.invalidZipCode'],
    ['00000', 'No ZIP Code Found', 'account.zipNotFound'],
  ])('refuses %j with the spec message and stores nothing', async (zipCode, message, messageId) => {
    const before = await userEventTypes(other);
    const refused = await other.client.request(EDIT_LOCATION, { zipCode });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', messageId, fieldErrors: { zipCode: message } } });
    expect(await userEventTypes(other)).toEqual(before);
  });

  it('refuses a visitor with UNAUTHENTICATED and a tutor-only account with FORBIDDEN', async () => {
    expect((await visitor.request(EDIT_LOCATION, { zipCode: '78701' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await tutor.client.request(EDIT_LOCATION, { zipCode: '78701' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await userEventTypes(tutor)).not.toContain('CurrentLocationSet');
  });
});
