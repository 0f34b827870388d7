/** The parts of the `zipcodes` package (BSD, github.com/davglass/zipcodes) the catalog reads. */
declare module 'zipcodes' {
  export interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    /** 'US', or 'Canada' for the Canadian postal codes the package also carries. */
    country: string;
  }

  /** Every code the package knows, by code. */
  export const codes: Readonly<Record<string, ZipCodeRecord>>;
}
