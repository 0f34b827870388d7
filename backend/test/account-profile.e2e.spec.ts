import { CURRENT_USER, CurrentUser, SIGN_UP, signUpInput } from './support/account-operations';
import { GraphqlClient, startTestApp, TestApp } from './support/test-app';

const PROFILE = `id profile { firstName lastName clientProfileType birthdayMonth birthdayDay birthdayYear gradeLevel currentSchool { name city state } isReceivingNewsletters timeZoneId }`;
const EDIT_PRIMARY_INFO = `mutation ($firstName: String!, $lastName: String!) { editPrimaryInfo(firstName: $firstName, lastName: $lastName) { ${PROFILE} } }`;
const EDIT_PERSONAL_INFO = `mutation ($input: PersonalInfoInput!) { editPersonalInfo(input: $input) { ${PROFILE} } }`;
const UPDATE_USER = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { ${PROFILE} } }`;
const EDIT_TIME_ZONE = `mutation ($timeZoneId: String!) { editTimeZoneId(timeZoneId: $timeZoneId) }`;
const MY_PROFILE = `query { getCurrentUserV2 { ${PROFILE} } }`;

interface Profile {
  id: string;
  profile: {
    firstName: string;
    lastName: string;
    clientProfileType: string | null;
    birthdayMonth: number | null;
    birthdayDay: number | null;
    birthdayYear: number | null;
    gradeLevel: string | null;
    currentSchool: { name: string; city: string | null; state: string | null } | null;
    isReceivingNewsletters: boolean;
    timeZoneId: string | null;
  };
}

/** One valid call of each edit-profile operation. */
const OPERATIONS: Array<[name: string, query: string, variables: Record<string, unknown>]> = [
  ['editPrimaryInfo', EDIT_PRIMARY_INFO, { firstName: 'Berta', lastName: 'Ruiz' }],
  ['editPersonalInfo', EDIT_PERSONAL_INFO, { input: { birthday: '04/02/2010', gradeLevel: 'HIGH_SCHOOL' } }],
  ['updateUser', UPDATE_USER, { input: { firstName: 'Berta', isReceivingNewsletters: false } }],
  ['editTimeZoneId', EDIT_TIME_ZONE, { timeZoneId: 'America/Chicago' }],
];

describe('edit-profile and the time zone over GraphQL', () => {
  let app: TestApp;

  async function signedUp(profileType: 'TUTOR' | 'STUDENT_OR_PARENT' = 'STUDENT_OR_PARENT'): Promise<{ client: GraphqlClient; id: string }> {
    const client = app.client();
    await client.data(SIGN_UP, { input: signUpInput({ profileType }) });
    const { getCurrentUserV2 } = await client.data<{ getCurrentUserV2: CurrentUser }>(CURRENT_USER);
    return { client, id: getCurrentUserV2.id };
  }

  const userEventCount = async (userId: string) => (await app.running.platform.eventStore.readStream(`user-${userId}`)).length;
  const profileOf = async (client: GraphqlClient) => (await client.data<{ getCurrentUserV2: Profile }>(MY_PROFILE)).getCurrentUserV2.profile;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('edits names, personal info and newsletters of a client, and keeps the fields left out', async () => {
    const { client } = await signedUp();
    const named = (await client.data<{ editPrimaryInfo: Profile }>(EDIT_PRIMARY_INFO, { firstName: '  Berta ', lastName: 'Ruiz' })).editPrimaryInfo;
    expect(named.profile).toMatchObject({ firstName: 'Berta', lastName: 'Ruiz', isReceivingNewsletters: true, birthdayYear: null, timeZoneId: null });

    const personal = (
      await client.data<{ editPersonalInfo: Profile }>(EDIT_PERSONAL_INFO, {
        input: { birthday: '02/29/2008', clientProfileType: 'STUDENT', gradeLevel: 'HIGH_SCHOOL', currentSchool: { name: 'Austin High School', city: 'Austin', state: 'TX' } },
      })
    ).editPersonalInfo;
    expect(personal.profile).toMatchObject({
      firstName: 'Berta',
      clientProfileType: 'STUDENT',
      birthdayMonth: 2,
      birthdayDay: 29,
      birthdayYear: 2008,
      gradeLevel: 'HIGH_SCHOOL',
      currentSchool: { name: 'Austin High School', city: 'Austin', state: 'TX' },
    });

    const updated = (await client.data<{ updateUser: Profile }>(UPDATE_USER, { input: { lastName: 'Ruiz Soto', isReceivingNewsletters: false, currentSchool: null } })).updateUser;
    expect(updated.profile).toMatchObject({ firstName: 'Berta', lastName: 'Ruiz Soto', isReceivingNewsletters: false, currentSchool: null, gradeLevel: 'HIGH_SCHOOL', birthdayYear: 2008 });
    expect(await profileOf(client)).toEqual(updated.profile);
  });

  it('records nothing when the values are the ones already saved', async () => {
    const { client, id } = await signedUp();
    await client.data(UPDATE_USER, { input: { firstName: 'Berta', gradeLevel: 'COLLEGE' } });
    const before = await userEventCount(id);
    await client.data(UPDATE_USER, { input: { firstName: 'Berta', gradeLevel: 'COLLEGE' } });
    await client.data(EDIT_TIME_ZONE, { timeZoneId: 'America/Denver' });
    await client.data(EDIT_TIME_ZONE, { timeZoneId: 'America/Denver' });
    expect(await userEventCount(id)).toBe(before + 1);
  });

  it.each([
    ['a blank first name', EDIT_PRIMARY_INFO, { firstName: '   ', lastName: 'Ruiz' }, { firstName: 'Please enter a valid first name.' }],
    ['a blank last name', EDIT_PRIMARY_INFO, { firstName: 'Ana', lastName: '' }, { lastName: 'Please enter a valid last name.' }],
    ['a first name over 40 characters', UPDATE_USER, { input: { firstName: 'A'.repeat(41) } }, { firstName: 'Please enter at most 40 characters.' }],
    ['a birthday not in mm/dd/yyyy', EDIT_PERSONAL_INFO, { input: { birthday: '2008-02-29' } }, { birthday: 'Please use the format mm/dd/yyyy.' }],
    ['a birthday that does not exist', EDIT_PERSONAL_INFO, { input: { birthday: '02/30/2008' } }, { birthday: 'Please use the format mm/dd/yyyy.' }],
    ['a birthday in the future', UPDATE_USER, { input: { birthday: '01/01/2999' } }, { birthday: 'Please use the format mm/dd/yyyy.' }],
    ['an unknown grade level', EDIT_PERSONAL_INFO, { input: { gradeLevel: 'KINDERGARTEN' } }, { gradeLevel: 'Please select a grade level.' }],
    ['a school with a city but no name', EDIT_PERSONAL_INFO, { input: { currentSchool: { name: ' ', city: 'Austin' } } }, { currentSchool: 'Please enter the name of your school.' }],
    ['a time zone outside the US', EDIT_TIME_ZONE, { timeZoneId: 'Europe/Madrid' }, { timeZoneId: 'Please choose a US time zone from the list.' }],
  ])('refuses %s with the spec message, recording nothing', async (_case, query, variables, fieldErrors) => {
    const { client, id } = await signedUp();
    const before = await userEventCount(id);
    const response = await client.request(query, variables);
    expect(response.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0].extensions?.fieldErrors).toEqual(fieldErrors);
    expect(await userEventCount(id)).toBe(before);
  });

  it('holds a tutor to at least 14 years and keeps the client profile type for clients', async () => {
    const { client: tutor, id } = await signedUp('TUTOR');
    const before = await userEventCount(id);
    const young = await tutor.request(EDIT_PERSONAL_INFO, { input: { birthday: '01/01/2020' } });
    expect(young.errors?.[0].extensions?.fieldErrors).toEqual({ birthday: 'You must be at least 14 years old.' });
    const clientType = await tutor.request(EDIT_PERSONAL_INFO, { input: { clientProfileType: 'PARENT' } });
    expect(clientType.errors?.[0].extensions?.fieldErrors).toEqual({ clientProfileType: 'Only a client account has a client profile type.' });
    expect(await userEventCount(id)).toBe(before);
    expect((await tutor.data<{ editPersonalInfo: Profile }>(EDIT_PERSONAL_INFO, { input: { birthday: '01/01/2000' } })).editPersonalInfo.profile.birthdayYear).toBe(2000);
  });

  it("sets every user's own time zone, a tutor's profile taking it too", async () => {
    const { client } = await signedUp();
    expect(await client.data(EDIT_TIME_ZONE, { timeZoneId: 'Pacific/Honolulu' })).toEqual({ editTimeZoneId: 'Pacific/Honolulu' });
    expect((await profileOf(client)).timeZoneId).toBe('Pacific/Honolulu');

    const { client: tutor, id } = await signedUp('TUTOR');
    expect(await tutor.data(EDIT_TIME_ZONE, { timeZoneId: 'America/Chicago' })).toEqual({ editTimeZoneId: 'America/Chicago' });
    expect((await profileOf(tutor)).timeZoneId).toBe('America/Chicago');
    const tutorStream = await app.running.platform.eventStore.readStream(`tutor-${id}`);
    expect(tutorStream.some((event) => JSON.stringify(event.data).includes('America/Chicago'))).toBe(true);
  });

  it.each(OPERATIONS)('refuses %s to a visitor as UNAUTHENTICATED', async (_name, query, variables) => {
    const response = await app.client().request(query, variables);
    expect(response.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(OPERATIONS)("lets %s change only the caller's own account", async (_name, query, variables) => {
    const { client: owner, id: ownerId } = await signedUp();
    const ownerBefore = { events: await userEventCount(ownerId), profile: await profileOf(owner) };
    const { client: other, id: otherId } = await signedUp();
    const otherBefore = await userEventCount(otherId);
    expect((await other.request(query, variables)).errors).toBeUndefined();
    expect(await userEventCount(otherId)).toBeGreaterThan(otherBefore);
    expect(await userEventCount(ownerId)).toBe(ownerBefore.events);
    expect(await profileOf(owner)).toEqual(ownerBefore.profile);
  });

  describe("a tutor's payout preferences", () => {
    const PAYOUT = 'id profile { paidPreference prefPaymentMethod payoutPhoneNumber }';
    const EDIT_PAID = `mutation ($value: Boolean!) { editPaidPreference(paidPreference: $value) { ${PAYOUT} } }`;
    const EDIT_PREF = `mutation ($value: String!) { editPrefPaymentMethod(prefPaymentMethod: $value) { ${PAYOUT} } }`;
    const EDIT_PREFERRED = `mutation ($value: String!) { editPreferredPaymentMethod(preferredPaymentMethod: $value) { ${PAYOUT} } }`;
    const EDIT_PHONE = `mutation ($value: String!) { editPayoutPhoneNumber(phoneNumber: $value) { ${PAYOUT} } }`;
    const PAYOUT_OPERATIONS: Array<[string, string, unknown]> = [
      ['editPaidPreference', EDIT_PAID, false],
      ['editPrefPaymentMethod', EDIT_PREF, 'paypal'],
      ['editPreferredPaymentMethod', EDIT_PREFERRED, 'paypal'],
      ['editPayoutPhoneNumber', EDIT_PHONE, '(512) 555-0147'],
    ];
    type Payout = { profile: { paidPreference: boolean; prefPaymentMethod: string; payoutPhoneNumber: string | null } };

    it('starts paid by Venmo, and keeps each preference the tutor sets', async () => {
      const { client: tutor } = await signedUp('TUTOR');
      const paid = Object.values(await tutor.data<Record<string, Payout>>(EDIT_PAID, { value: false }))[0];
      expect(paid.profile).toEqual({ paidPreference: false, prefPaymentMethod: 'venmo', payoutPhoneNumber: null });
      expect(Object.values(await tutor.data<Record<string, Payout>>(EDIT_PREF, { value: 'paypal' }))[0].profile.prefPaymentMethod).toBe('paypal');
      expect(Object.values(await tutor.data<Record<string, Payout>>(EDIT_PREFERRED, { value: 'venmo' }))[0].profile.prefPaymentMethod).toBe('venmo');
      expect(Object.values(await tutor.data<Record<string, Payout>>(EDIT_PHONE, { value: '(512) 555-0147' }))[0].profile).toEqual({
        paidPreference: false,
        prefPaymentMethod: 'venmo',
        payoutPhoneNumber: '+15125550147',
      });
    });

    it.each([
      [EDIT_PREF, 'cash', { prefPaymentMethod: 'Please choose Venmo or PayPal.' }],
      [EDIT_PREFERRED, 'VENMO ', { prefPaymentMethod: 'Please choose Venmo or PayPal.' }],
      [EDIT_PHONE, '123', { payoutPhoneNumber: 'Please enter a valid phone number.' }],
    ])('refuses a bad value with its message, recording nothing (%#)', async (query, value, fieldErrors) => {
      const { client: tutor, id } = await signedUp('TUTOR');
      const before = await userEventCount(id);
      const response = await tutor.request(query, { value });
      expect(response.errors?.[0].extensions?.fieldErrors).toEqual(fieldErrors);
      expect(await userEventCount(id)).toBe(before);
    });

    it.each(PAYOUT_OPERATIONS)('refuses %s to a visitor as UNAUTHENTICATED and to a client as FORBIDDEN, recording nothing', async (_name, query, value) => {
      expect((await app.client().request(query, { value })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const { client, id } = await signedUp();
      const before = await userEventCount(id);
      expect((await client.request(query, { value })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect(await userEventCount(id)).toBe(before);
    });

    it.each(PAYOUT_OPERATIONS)("lets %s change only the calling tutor's own preferences", async (_name, query, value) => {
      const { client: owner, id: ownerId } = await signedUp('TUTOR');
      const ownerBefore = await userEventCount(ownerId);
      const { client: other } = await signedUp('TUTOR');
      expect((await other.request(query, { value })).errors).toBeUndefined();
      expect(await userEventCount(ownerId)).toBe(ownerBefore);
      expect((await owner.data<{ getCurrentUserV2: Payout }>(`query { getCurrentUserV2 { ${PAYOUT} } }`)).getCurrentUserV2.profile).toEqual({ paidPreference: true, prefPaymentMethod: 'venmo', payoutPhoneNumber: null });
    });
  });
});
