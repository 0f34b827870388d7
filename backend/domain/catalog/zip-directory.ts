import { rawWordsOf, searchTextOf, zipDigitsOf } from './catalog-text';
import { PrefixIndex } from './prefix-index';

/** A US ZIP code with its city, state and the coordinates of its centre. */
export interface ZipLocation {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** One line of the location picker: a ZIP code, or a city stood for by the ZIP code nearest its centre. */
export interface LocationSuggestion {
  id: string;
  zip: string;
  city: string;
  state: string;
}

interface City {
  city: string;
  state: string;
  /** The ZIP code nearest the centre of the city's ZIP codes. */
  centre: ZipLocation;
  zips: ZipLocation[];
}

/** States, DC and territories by postal code; a state's name typed after a city reads as its code ('austin texas' is 'austin tx'). */
const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island',
  SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico', VI: 'Virgin Islands', GU: 'Guam', AS: 'American Samoa',
  MP: 'Northern Mariana Islands', FM: 'Micronesia', MH: 'Marshall Islands', PW: 'Palau',
};

/** Short forms people type for the start of a city's name: 'st louis' for Saint Louis. */
const LONG_FORM = /^(Saint|Sainte|Fort|Mount) /;
const SHORT_FORMS: Readonly<Record<string, string>> = { Saint: 'St', Sainte: 'Ste', Fort: 'Ft', Mount: 'Mt' };

function namesOf(city: string): string[] {
  return LONG_FORM.test(city) ? [city, city.replace(LONG_FORM, (_, long: string) => `${SHORT_FORMS[long]} `)] : [city];
}

export const EARTH_RADIUS_MILES = 3958.8;
const GRID_DEGREES = 0.5;
const MILES_PER_DEGREE_OF_LATITUDE = 69.05;

const STATE_BY_NAME = new Map(Object.entries(STATE_NAMES).map(([code, name]) => [searchTextOf(name), code.toLowerCase()]));

/**
 * A city query with a trailing state name written as the state's code ('portland oregon' ->
 * 'portland or'). Only names follow a city: 'new york' alone stays the city. Indexing state names as
 * words would put 'new' in every city of four states.
 */
export function withStateCode(input: string): string {
  const words = rawWordsOf(input);
  for (let length = Math.min(3, words.length - 1); length >= 1; length -= 1) {
    const code = STATE_BY_NAME.get(words.slice(words.length - length).join(' '));
    if (code) return [...words.slice(0, words.length - length), code].join(' ');
  }
  return input;
}

/** Served: a 5-digit ZIP code in a state or territory, with coordinates. Military mail (APO/FPO, states AA, AE, AP) has no place to meet. */
export function isServedZip(location: ZipLocation): boolean {
  return (
    /^\d{5}$/.test(location.zip) &&
    location.state in STATE_NAMES &&
    location.city.trim() !== '' &&
    Number.isFinite(location.latitude) &&
    Number.isFinite(location.longitude) &&
    !(location.latitude === 0 && location.longitude === 0)
  );
}

/** Great-circle distance in miles. */
export function distanceInMiles(from: Pick<ZipLocation, 'latitude' | 'longitude'>, to: Pick<ZipLocation, 'latitude' | 'longitude'>): number {
  const radians = Math.PI / 180;
  const dLatitude = (to.latitude - from.latitude) * radians;
  const dLongitude = (to.longitude - from.longitude) * radians;
  const a = Math.sin(dLatitude / 2) ** 2 + Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A half-degree cell of the grid, as one number: row and column of the cell. */
function cellOf(latitude: number, longitude: number): number {
  return Math.floor(latitude / GRID_DEGREES) * 1000 + Math.floor(longitude / GRID_DEGREES);
}

function suggestionOf(location: ZipLocation): LocationSuggestion {
  return { id: location.zip, zip: location.zip, city: location.city, state: location.state };
}

function centreOf(zips: readonly ZipLocation[]): ZipLocation {
  let latitude = 0;
  let longitude = 0;
  for (const zip of zips) {
    latitude += zip.latitude;
    longitude += zip.longitude;
  }
  latitude /= zips.length;
  longitude /= zips.length;
  const scale = Math.cos((latitude * Math.PI) / 180) ** 2;
  let centre = zips[0];
  let nearest = Infinity;
  for (const zip of zips) {
    const away = (zip.latitude - latitude) ** 2 + scale * (zip.longitude - longitude) ** 2;
    if (away < nearest) {
      nearest = away;
      centre = zip;
    }
  }
  return centre;
}

function placeOf(location: ZipLocation): ZipLocation {
  return { zip: location.zip, city: location.city, state: location.state, latitude: location.latitude, longitude: location.longitude };
}

/**
 * Every served US ZIP code, indexed once: sorted by code for ZIP prefixes and lookups (binary
 * search); built on first use (or by completeIndexes), cities in a prefix index ranked by how many
 * ZIP codes they have (Austin, TX before Austin, MN), and a grid of half-degree cells for the ZIP
 * codes near a point.
 */
export class ZipDirectory {
  /** Served ZIP codes by code; the records given are kept, never handed out. */
  private readonly sorted: ZipLocation[];
  private readonly cities: City[] = [];
  /** Built on first use or by completeIndexes: a third of the catalog's load, which a start need not wait for. */
  private cityIndexBuilt: PrefixIndex<City> | null = null;
  private readonly maxResults: number;
  /** Built on first use (zipsOfCity): cities by search text and state. */
  private cityByName: Map<string, ZipLocation[]> | null = null;
  private grid: Map<number, ZipLocation[]> | null = null;

  private constructor(locations: readonly ZipLocation[], maxResults: number) {
    this.sorted = locations.filter(isServedZip).sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
    // Grouped by state, then by the city as the data spells it: no key string is built per ZIP code.
    const byState = new Map<string, Map<string, City>>();
    let previous = '';
    for (const location of this.sorted) {
      if (location.zip === previous) throw new Error(`ZIP code ${location.zip} is given twice`);
      previous = location.zip;
      let cities = byState.get(location.state);
      if (!cities) {
        cities = new Map();
        byState.set(location.state, cities);
      }
      const city = cities.get(location.city);
      if (city) city.zips.push(location);
      else {
        const added = { city: location.city, state: location.state, centre: location, zips: [location] };
        cities.set(location.city, added);
        this.cities.push(added);
      }
    }
    for (const city of this.cities) city.centre = centreOf(city.zips);
    this.maxResults = maxResults;
  }

  private cityIndex(): PrefixIndex<City> {
    this.cityIndexBuilt ??= PrefixIndex.build(
      this.cities,
      (city) => ({ names: namesOf(city.city), extraWords: [city.state], weight: city.zips.length }),
      { ranking: 'match-first', maxResults: this.maxResults, cacheUpTo: 2 },
    );
    return this.cityIndexBuilt;
  }

  /** Builds now what is otherwise built on first use: called once the process is ready. */
  completeIndexes(): void {
    this.cityIndex();
  }

  /** `maxResults`: the most suggestions any search returns. */
  static build(locations: readonly ZipLocation[], maxResults: number): ZipDirectory {
    return new ZipDirectory(locations, maxResults);
  }

  get zipCount(): number {
    return this.sorted.length;
  }

  get cityCount(): number {
    return this.cities.length;
  }

  /** The ZIP code typed (cut to 5 digits, zip+4 allowed); null unless it is a served ZIP code. */
  lookup(zipInput: string): ZipLocation | null {
    const digits = zipDigitsOf(zipInput);
    if (digits?.length !== 5) return null;
    const found = this.sorted[this.firstAtOrAfter(digits)];
    return found?.zip === digits ? placeOf(found) : null;
  }

  /** ZIP codes starting with the digits typed (cut to 5), in order; [] when the input does not start with a digit. */
  suggestZips(input: string, limit: number): LocationSuggestion[] {
    const prefix = zipDigitsOf(input);
    if (prefix === null || limit <= 0) return [];
    const suggestions: LocationSuggestion[] = [];
    for (let at = this.firstAtOrAfter(prefix); at < this.sorted.length && suggestions.length < limit && this.sorted[at].zip.startsWith(prefix); at += 1) {
      suggestions.push(suggestionOf(this.sorted[at]));
    }
    return suggestions;
  }

  /**
   * Cities whose name starts with the text (or whose words do: 'york' finds New York after York),
   * biggest first, each as its central ZIP code; a state code or name after the city narrows it
   * ('austin, tx', 'austin texas').
   */
  suggestCities(input: string, limit: number): LocationSuggestion[] {
    return this.cityIndex().search(withStateCode(input), limit).map((city) => suggestionOf(city.centre));
  }

  /** The location picker: text starting with a digit is a ZIP code (cut to 5 digits), other text a city. */
  suggestLocations(input: string, limit: number): LocationSuggestion[] {
    return zipDigitsOf(input) === null ? this.suggestCities(input, limit) : this.suggestZips(input, limit);
  }

  /** The served ZIP codes of a city ('saint louis', 'MO'), by code; [] for a city it does not know. */
  zipsOfCity(city: string, state: string): ZipLocation[] {
    if (!this.cityByName) {
      const byName = new Map<string, ZipLocation[]>();
      for (const known of this.cities) {
        const key = `${searchTextOf(known.city)}|${known.state}`;
        // The same city spelt two ways in one state is one city.
        byName.set(key, [...(byName.get(key) ?? []), ...known.zips].sort((a, b) => (a.zip < b.zip ? -1 : 1)));
      }
      this.cityByName = byName;
    }
    return (this.cityByName.get(`${searchTextOf(city)}|${state.trim().toUpperCase()}`) ?? []).map(placeOf);
  }

  /** Every served ZIP code within `radiusMiles` of a ZIP code's centre, itself included, nearest first (ties by code); [] for an unknown ZIP. */
  zipsNear(zipInput: string, radiusMiles: number): string[] {
    const origin = this.lookup(zipInput);
    if (!origin || !(radiusMiles >= 0)) return [];
    const grid = this.gridOfCells();
    const latitudeSpan = radiusMiles / MILES_PER_DEGREE_OF_LATITUDE;
    const longitudeSpan = latitudeSpan / Math.max(0.01, Math.cos((origin.latitude * Math.PI) / 180));
    const near: Array<{ zip: string; miles: number }> = [];
    const fromRow = Math.floor((origin.latitude - latitudeSpan) / GRID_DEGREES);
    const toRow = Math.floor((origin.latitude + latitudeSpan) / GRID_DEGREES);
    const fromColumn = Math.floor((origin.longitude - longitudeSpan) / GRID_DEGREES);
    const toColumn = Math.floor((origin.longitude + longitudeSpan) / GRID_DEGREES);
    for (let row = fromRow; row <= toRow; row += 1) {
      for (let column = fromColumn; column <= toColumn; column += 1) {
        for (const location of grid.get(row * 1000 + column) ?? []) {
          const miles = distanceInMiles(origin, location);
          if (miles <= radiusMiles) near.push({ zip: location.zip, miles });
        }
      }
    }
    return near.sort((a, b) => a.miles - b.miles || (a.zip < b.zip ? -1 : 1)).map((entry) => entry.zip);
  }

  /** Index of the first ZIP code >= `prefix` in code order. */
  private firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle].zip < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private gridOfCells(): Map<number, ZipLocation[]> {
    if (!this.grid) {
      const grid = new Map<number, ZipLocation[]>();
      for (const location of this.sorted) {
        const cell = cellOf(location.latitude, location.longitude);
        const inCell = grid.get(cell);
        if (inCell) inCell.push(location);
        else grid.set(cell, [location]);
      }
      this.grid = grid;
    }
    return this.grid;
  }
}
