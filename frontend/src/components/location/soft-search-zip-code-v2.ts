import { gql } from '@apollo/client';

export interface LocationSuggestion {
  /** A 5-digit ZIP (for a city, the ZIP nearest its centre). */
  id: string;
  zip: string;
  city: string;
  state: string;
}

export interface SoftSearchZipCodeV2Data {
  softSearchZipCodeV2: LocationSuggestion[];
}

/** Spec section 9: city and ZIP suggestions limit 5. */
export const LOCATION_SUGGESTION_LIMIT = 5;

/** The location pickers of search and of the request form. Numeric text searches ZIPs, other text searches cities (spec section 5). */
export const SOFT_SEARCH_ZIP_CODE_V2 = gql`
  query softSearchZipCodeV2($zipInput: String!, $limit: Int) {
    softSearchZipCodeV2(zipInput: $zipInput, limit: $limit) {
      id
      zip
      city
      state
    }
  }
`;
