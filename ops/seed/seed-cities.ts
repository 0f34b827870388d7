/**
 * US cities the seed places tutors and clients in, weighted by population (2020 census, city proper,
 * in thousands) and by how many tutors a city holds for its size (college towns hold more). Each
 * city is a ZIP code at its centre and a radius: its tutors live in the real ZIP codes of the
 * `zipcodes` package within that radius, suburbs included, as in a real metro area.
 */
export interface SeedCity {
  name: string;
  state: string;
  centreZip: string;
  /** Thousands of residents. */
  population: number;
  radiusMiles: number;
  /** Tutors per resident compared with an average city: 1 unless a college town. */
  tutorDensity?: number;
}

export const SEED_CITIES: readonly SeedCity[] = [
  { name: 'New York', state: 'NY', centreZip: '10001', population: 8804, radiusMiles: 12 },
  { name: 'Los Angeles', state: 'CA', centreZip: '90012', population: 3899, radiusMiles: 15 },
  { name: 'Chicago', state: 'IL', centreZip: '60601', population: 2747, radiusMiles: 12 },
  { name: 'Houston', state: 'TX', centreZip: '77002', population: 2304, radiusMiles: 15 },
  { name: 'Phoenix', state: 'AZ', centreZip: '85004', population: 1608, radiusMiles: 15 },
  { name: 'Philadelphia', state: 'PA', centreZip: '19103', population: 1604, radiusMiles: 10 },
  { name: 'San Antonio', state: 'TX', centreZip: '78205', population: 1434, radiusMiles: 12 },
  { name: 'San Diego', state: 'CA', centreZip: '92101', population: 1386, radiusMiles: 12 },
  { name: 'Dallas', state: 'TX', centreZip: '75201', population: 1304, radiusMiles: 15 },
  { name: 'San Jose', state: 'CA', centreZip: '95113', population: 1013, radiusMiles: 10 },
  { name: 'Austin', state: 'TX', centreZip: '78701', population: 962, radiusMiles: 12, tutorDensity: 1.5 },
  { name: 'Jacksonville', state: 'FL', centreZip: '32202', population: 950, radiusMiles: 12 },
  { name: 'Fort Worth', state: 'TX', centreZip: '76102', population: 918, radiusMiles: 10 },
  { name: 'Columbus', state: 'OH', centreZip: '43215', population: 906, radiusMiles: 10, tutorDensity: 1.3 },
  { name: 'Indianapolis', state: 'IN', centreZip: '46204', population: 887, radiusMiles: 10 },
  { name: 'Charlotte', state: 'NC', centreZip: '28202', population: 875, radiusMiles: 10 },
  { name: 'San Francisco', state: 'CA', centreZip: '94102', population: 874, radiusMiles: 8, tutorDensity: 1.3 },
  { name: 'Seattle', state: 'WA', centreZip: '98101', population: 737, radiusMiles: 10, tutorDensity: 1.3 },
  { name: 'Denver', state: 'CO', centreZip: '80202', population: 716, radiusMiles: 10 },
  { name: 'Washington', state: 'DC', centreZip: '20001', population: 690, radiusMiles: 10, tutorDensity: 1.4 },
  { name: 'Nashville', state: 'TN', centreZip: '37203', population: 689, radiusMiles: 10 },
  { name: 'Oklahoma City', state: 'OK', centreZip: '73102', population: 681, radiusMiles: 10 },
  { name: 'El Paso', state: 'TX', centreZip: '79901', population: 679, radiusMiles: 8 },
  { name: 'Boston', state: 'MA', centreZip: '02108', population: 676, radiusMiles: 8, tutorDensity: 2 },
  { name: 'Portland', state: 'OR', centreZip: '97204', population: 652, radiusMiles: 10 },
  { name: 'Las Vegas', state: 'NV', centreZip: '89101', population: 641, radiusMiles: 10 },
  { name: 'Detroit', state: 'MI', centreZip: '48226', population: 639, radiusMiles: 10 },
  { name: 'Memphis', state: 'TN', centreZip: '38103', population: 633, radiusMiles: 10 },
  { name: 'Louisville', state: 'KY', centreZip: '40202', population: 633, radiusMiles: 10 },
  { name: 'Baltimore', state: 'MD', centreZip: '21201', population: 586, radiusMiles: 8 },
  { name: 'Milwaukee', state: 'WI', centreZip: '53202', population: 577, radiusMiles: 8 },
  { name: 'Albuquerque', state: 'NM', centreZip: '87102', population: 564, radiusMiles: 8 },
  { name: 'Tucson', state: 'AZ', centreZip: '85701', population: 543, radiusMiles: 8 },
  { name: 'Fresno', state: 'CA', centreZip: '93721', population: 542, radiusMiles: 8 },
  { name: 'Sacramento', state: 'CA', centreZip: '95814', population: 524, radiusMiles: 8 },
  { name: 'Kansas City', state: 'MO', centreZip: '64106', population: 508, radiusMiles: 10 },
  { name: 'Atlanta', state: 'GA', centreZip: '30303', population: 499, radiusMiles: 12, tutorDensity: 1.3 },
  { name: 'Omaha', state: 'NE', centreZip: '68102', population: 486, radiusMiles: 8 },
  { name: 'Raleigh', state: 'NC', centreZip: '27601', population: 467, radiusMiles: 8, tutorDensity: 1.3 },
  { name: 'Miami', state: 'FL', centreZip: '33130', population: 442, radiusMiles: 10 },
  { name: 'Minneapolis', state: 'MN', centreZip: '55401', population: 429, radiusMiles: 8, tutorDensity: 1.3 },
  { name: 'Tampa', state: 'FL', centreZip: '33602', population: 384, radiusMiles: 8 },
  { name: 'New Orleans', state: 'LA', centreZip: '70112', population: 384, radiusMiles: 8 },
  { name: 'Cleveland', state: 'OH', centreZip: '44114', population: 373, radiusMiles: 8 },
  { name: 'Honolulu', state: 'HI', centreZip: '96813', population: 350, radiusMiles: 6 },
  { name: 'Newark', state: 'NJ', centreZip: '07102', population: 311, radiusMiles: 5 },
  { name: 'Orlando', state: 'FL', centreZip: '32801', population: 307, radiusMiles: 8 },
  { name: 'Pittsburgh', state: 'PA', centreZip: '15222', population: 303, radiusMiles: 8, tutorDensity: 1.5 },
  { name: 'St. Louis', state: 'MO', centreZip: '63101', population: 301, radiusMiles: 8 },
  { name: 'Anchorage', state: 'AK', centreZip: '99501', population: 291, radiusMiles: 6 },
  { name: 'Durham', state: 'NC', centreZip: '27701', population: 284, radiusMiles: 6, tutorDensity: 2 },
  { name: 'Madison', state: 'WI', centreZip: '53703', population: 269, radiusMiles: 6, tutorDensity: 2.5 },
  { name: 'Boise', state: 'ID', centreZip: '83702', population: 235, radiusMiles: 6 },
  { name: 'Richmond', state: 'VA', centreZip: '23219', population: 226, radiusMiles: 6 },
  { name: 'Des Moines', state: 'IA', centreZip: '50309', population: 214, radiusMiles: 6 },
  { name: 'Little Rock', state: 'AR', centreZip: '72201', population: 202, radiusMiles: 6 },
  { name: 'Salt Lake City', state: 'UT', centreZip: '84101', population: 200, radiusMiles: 8, tutorDensity: 1.5 },
  { name: 'Birmingham', state: 'AL', centreZip: '35203', population: 200, radiusMiles: 6 },
  { name: 'Sioux Falls', state: 'SD', centreZip: '57104', population: 192, radiusMiles: 5 },
  { name: 'Providence', state: 'RI', centreZip: '02903', population: 190, radiusMiles: 5, tutorDensity: 2 },
  { name: 'Jackson', state: 'MS', centreZip: '39201', population: 153, radiusMiles: 5 },
  { name: 'Charleston', state: 'SC', centreZip: '29401', population: 150, radiusMiles: 5 },
  { name: 'New Haven', state: 'CT', centreZip: '06510', population: 135, radiusMiles: 5, tutorDensity: 3 },
  { name: 'Fargo', state: 'ND', centreZip: '58102', population: 125, radiusMiles: 5 },
  { name: 'Berkeley', state: 'CA', centreZip: '94704', population: 124, radiusMiles: 3, tutorDensity: 3 },
  { name: 'Ann Arbor', state: 'MI', centreZip: '48104', population: 123, radiusMiles: 4, tutorDensity: 3 },
  { name: 'Hartford', state: 'CT', centreZip: '06103', population: 121, radiusMiles: 5 },
  { name: 'Cambridge', state: 'MA', centreZip: '02138', population: 118, radiusMiles: 2, tutorDensity: 3 },
  { name: 'Billings', state: 'MT', centreZip: '59101', population: 117, radiusMiles: 5 },
  { name: 'Manchester', state: 'NH', centreZip: '03101', population: 115, radiusMiles: 5 },
  { name: 'Wilmington', state: 'DE', centreZip: '19801', population: 70, radiusMiles: 5 },
  { name: 'Palo Alto', state: 'CA', centreZip: '94301', population: 68, radiusMiles: 3, tutorDensity: 3 },
  { name: 'Portland', state: 'ME', centreZip: '04101', population: 68, radiusMiles: 4 },
  { name: 'Cheyenne', state: 'WY', centreZip: '82001', population: 65, radiusMiles: 5 },
  { name: 'Charleston', state: 'WV', centreZip: '25301', population: 48, radiusMiles: 5 },
  { name: 'Burlington', state: 'VT', centreZip: '05401', population: 45, radiusMiles: 4, tutorDensity: 2 },
  { name: 'Princeton', state: 'NJ', centreZip: '08540', population: 31, radiusMiles: 3, tutorDensity: 4 },
];

/**
 * The cities of the demo set loaded on an empty data directory, with their share of its tutors:
 * New York around 10001 and Austin around 78701 (the ZIP codes the README's walkthrough searches)
 * hold over half, so a search there fills several pages; four more cities spread the rest.
 */
export const DEMO_CITIES: readonly SeedCity[] = (
  [
    ['10001', 30],
    ['78701', 25],
    ['90012', 12],
    ['60601', 12],
    ['98101', 11],
    ['02108', 10],
  ] as const
).map(([zip, share]) => {
  const city = SEED_CITIES.find((candidate) => candidate.centreZip === zip);
  if (!city) throw new Error(`demo city ${zip} is not a seed city`);
  return { ...city, population: share, tutorDensity: 1 };
});

export function tutorWeightOf(city: SeedCity): number {
  return city.population * (city.tutorDensity ?? 1);
}
