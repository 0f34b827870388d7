import { useQuery } from '@apollo/client';
import {
  LOCATION_SUGGESTION_LIMIT,
  LocationSuggestion,
  SOFT_SEARCH_ZIP_CODE_V2,
} from '../../../components/location/soft-search-zip-code-v2';

export type ZipSuggestion = LocationSuggestion;
export { SOFT_SEARCH_ZIP_CODE_V2, LOCATION_SUGGESTION_LIMIT as ZIP_SUGGESTION_LIMIT };

export function useSoftSearchZipCodeQuery(zipInput: string, skip: boolean) {
  return useQuery(SOFT_SEARCH_ZIP_CODE_V2, {
    variables: { zipInput, limit: LOCATION_SUGGESTION_LIMIT },
    skip,
  });
}
