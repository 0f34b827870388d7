import { deciderSpecification } from '../test-support/decider-specification';
import { AccountMessages } from './account.rules';
import { SetCurrentLocation } from './user.commands';
import { userDecider } from './user.decider';
import { CurrentLocationSet, UserSignedUp } from './user.events';

const now = new Date('2026-11-25T10:00:00.000Z');
const spec = deciderSpecification(userDecider);
const setLocation = (location: SetCurrentLocation['data']['location']): SetCurrentLocation => ({ type: 'SetCurrentLocation', data: { location }, metadata: { now, actorId: 'u1' } });

const signedUp: UserSignedUp = {
  type: 'UserSignedUp',
  data: {
    userId: 'u1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'López',
    profileTypes: ['STUDENT_OR_PARENT'],
    clientProfileType: 'PARENT',
    phoneNumber: null,
    referralCode: null,
    languagePreference: 'en',
    signedUpAt: now.toISOString(),
  },
};
const austin = { zip: '78701', city: 'Austin', state: 'TX' };
const locationSet: CurrentLocationSet = { type: 'CurrentLocationSet', data: { userId: 'u1', location: austin } };

describe("user decider: the client's own location (welcome steps)", () => {
  it('records a new place', () => {
    spec.given([signedUp]).when(setLocation(austin)).then([locationSet]);
  });

  it('records nothing for the place already set', () => {
    spec.given([signedUp, locationSet]).when(setLocation(austin)).thenNothingHappened();
  });

  it('records a move to another place', () => {
    const boston = { zip: '02108', city: 'Boston', state: 'MA' };
    spec.given([signedUp, locationSet]).when(setLocation(boston)).then([{ type: 'CurrentLocationSet', data: { userId: 'u1', location: boston } }]);
  });

  it.each([
    ['a ZIP code of letters', { ...austin, zip: 'ABCDE' }],
    ['no city', { ...austin, city: ' ' }],
    ['a state that is no state code', { ...austin, state: 'Texas' }],
  ])('refuses %s with the spec message', (_case, location) => {
    spec.given([signedUp]).when(setLocation(location)).thenThrows(AccountMessages.invalidZipCode);
  });

  it('refuses an account that does not exist', () => {
    spec.given([]).when(setLocation(austin)).thenThrows('This account does not exist.');
  });
});
