import { distanceInMiles, isServedZip, ZipDirectory, ZipLocation } from './zip-directory';

const at = (zip: string, city: string, state: string, latitude: number, longitude: number): ZipLocation => ({ zip, city, state, latitude, longitude });

const AUSTIN = [at('78701', 'Austin', 'TX', 30.2713, -97.7426), at('78702', 'Austin', 'TX', 30.2638, -97.7166), at('78703', 'Austin', 'TX', 30.2907, -97.7648), at('78704', 'Austin', 'TX', 30.2428, -97.7658)];
const LOCATIONS = [
  ...AUSTIN,
  at('78660', 'Pflugerville', 'TX', 30.4465, -97.6219),
  at('55912', 'Austin', 'MN', 43.6766, -92.9946),
  at('30106', 'Austell', 'GA', 33.8415, -84.6345),
  at('30168', 'Austell', 'GA', 33.7836, -84.5966),
  at('10001', 'New York', 'NY', 40.7484, -73.9967),
  at('10002', 'New York', 'NY', 40.7152, -73.9877),
  at('17401', 'York', 'PA', 39.9632, -76.7268),
  at('63101', 'Saint Louis', 'MO', 38.6312, -90.1922),
  at('34001', 'Apo', 'AA', 0, 0),
  at('09001', 'Apo', 'AE', 0, 0),
  at('96799', 'Pago Pago', 'AS', 0, 0),
];

describe('ZIP directory', () => {
  const directory = ZipDirectory.build(LOCATIONS, 20);

  it('serves civilian ZIP codes with coordinates only, not military mail', () => {
    expect(directory.zipCount).toBe(12);
    expect(isServedZip(at('34001', 'Apo', 'AA', 0, 0))).toBe(false);
    expect(isServedZip(at('7870', 'Austin', 'TX', 30.27, -97.74))).toBe(false);
    expect(directory.lookup('34001')).toBeNull();
  });

  it('looks a ZIP code up cut to 5 digits, zip+4 included', () => {
    const place = { zip: '78701', city: 'Austin', state: 'TX', latitude: 30.2713, longitude: -97.7426 };
    expect(directory.lookup('78701')).toEqual(place);
    expect(directory.lookup(' 78701-1234')).toEqual(place);
    expect(directory.lookup('787011234')).toEqual(place);
    expect(directory.lookup('7870')).toBeNull();
    expect(directory.lookup('99999')).toBeNull();
    expect(directory.lookup('Austin')).toBeNull();
  });

  it('suggests ZIP codes by prefix in order, at most the limit', () => {
    expect(directory.suggestZips('787', 3).map((place) => place.zip)).toEqual(['78701', '78702', '78703']);
    expect(directory.suggestZips('78701-1234', 5)).toEqual([{ id: '78701', zip: '78701', city: 'Austin', state: 'TX' }]);
    expect(directory.suggestZips('1', 5).map((place) => place.zip)).toEqual(['10001', '10002', '17401']);
    expect(directory.suggestZips('2', 5)).toEqual([]);
    expect(directory.suggestZips('Austin', 5)).toEqual([]);
  });

  it('answers city searches alike whether its city index was completed ahead (once the server is ready) or at the first search', () => {
    const completedAhead = ZipDirectory.build(LOCATIONS, 20);
    completedAhead.completeIndexes();
    completedAhead.completeIndexes();
    const builtOnFirstSearch = ZipDirectory.build(LOCATIONS, 20);
    for (const input of ['aus', 'st lou', 'new york', 'york', 'austin texas', 'pf']) {
      expect(completedAhead.suggestCities(input, 5)).toEqual(builtOnFirstSearch.suggestCities(input, 5));
    }
    expect(completedAhead.suggestCities('aus', 5).map((place) => place.city)).toEqual(['Austin', 'Austell', 'Austin']);
  });

  it('suggests cities by name prefix, those with more ZIP codes first, each as the ZIP code nearest its centre', () => {
    expect(directory.suggestCities('aus', 5)).toEqual([
      { id: '78701', zip: '78701', city: 'Austin', state: 'TX' },
      { id: expect.stringMatching(/^301(06|68)$/), zip: expect.any(String), city: 'Austell', state: 'GA' },
      { id: '55912', zip: '55912', city: 'Austin', state: 'MN' },
    ]);
    expect(directory.suggestCities('aus', 1).map((place) => `${place.city}, ${place.state}`)).toEqual(['Austin, TX']);
  });

  it('narrows a city by its state, and knows short forms of Saint and Fort', () => {
    expect(directory.suggestCities('austin, tx', 5).map((place) => place.state)).toEqual(['TX']);
    expect(directory.suggestCities('Austin Minnesota', 5).map((place) => place.state)).toEqual(['MN']);
    expect(directory.suggestCities('st lou', 5).map((place) => place.city)).toEqual(['Saint Louis']);
    expect(directory.suggestCities('york', 5).map((place) => place.city)).toEqual(['York', 'New York']);
    expect(directory.suggestCities('new york', 5).map((place) => `${place.city}, ${place.state}`)).toEqual(['New York, NY']);
    expect(directory.suggestCities('new york new york', 5).map((place) => `${place.city}, ${place.state}`)).toEqual(['New York, NY']);
    expect(directory.suggestCities('austin texas', 5).map((place) => `${place.city}, ${place.state}`)).toEqual(['Austin, TX']);
  });

  it('searches ZIP codes for input starting with a digit and cities otherwise', () => {
    expect(directory.suggestLocations('7870', 5).map((place) => place.zip)).toEqual(['78701', '78702', '78703', '78704']);
    expect(directory.suggestLocations('new', 5).map((place) => place.city)).toEqual(['New York']);
    expect(directory.suggestLocations('   ', 5)).toEqual([]);
    expect(directory.suggestLocations('Atlantis', 5)).toEqual([]);
  });

  it('lists the ZIP codes near a ZIP code, nearest first, within the radius', () => {
    expect(directory.zipsNear('78701', 3)).toEqual(['78701', '78702', '78703', '78704']);
    expect(directory.zipsNear('78701-0001', 0)).toEqual(['78701']);
    expect(directory.zipsNear('78701', 15)).toContain('78660');
    expect(directory.zipsNear('78701', 15)).not.toContain('55912');
    expect(directory.zipsNear('00000', 15)).toEqual([]);
  });

  it('lists the ZIP codes of a city', () => {
    expect(directory.zipsOfCity('austin', 'tx').map((place) => place.zip)).toEqual(['78701', '78702', '78703', '78704']);
    expect(directory.zipsOfCity('Austin', 'CA')).toEqual([]);
  });

  it('measures distances in miles', () => {
    expect(distanceInMiles(AUSTIN[0], AUSTIN[0])).toBe(0);
    expect(distanceInMiles({ latitude: 30.2713, longitude: -97.7426 }, { latitude: 29.4246, longitude: -98.4951 })).toBeCloseTo(73.9, 0);
  });
});
