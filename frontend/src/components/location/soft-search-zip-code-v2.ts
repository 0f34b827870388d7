import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SoftSearchZipCodeV2Query, SoftSearchZipCodeV2QueryVariables } from '../../lib/graphql/generated';

/** A place the picker suggests; id is a 5-digit ZIP (for a city, the ZIP nearest its centre). */
export type LocationSuggestion = SoftSearchZipCodeV2Query['softSearchZipCodeV2'][number];

/** Spec section 9: city and ZIP suggestions limit 5. */
export const LOCATION_SUGGESTION_LIMIT = 5;

/** The location pickers of search and of the request form. Numeric text searches ZIPs, other text searches cities (spec section 5). */
export const SOFT_SEARCH_ZIP_CODE_V2: TypedDocumentNode<SoftSearchZipCodeV2Query, SoftSearchZipCodeV2QueryVariables> = gql`
  query softSearchZipCodeV2($zipInput: String!, $limit: Int) {
    softSearchZipCodeV2(zipInput: $zipInput, limit: $limit) {
      id
      zip
      city
      state
    }
  }
`;
