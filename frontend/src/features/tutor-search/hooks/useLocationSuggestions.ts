import { useQuery } from '@apollo/client';
import { LOCATION_SUGGESTION_LIMIT, LocationSuggestion, SOFT_SEARCH_ZIP_CODE_V2 } from '../../../components/location/soft-search-zip-code-v2';
import { useDebouncedValue } from './useDebouncedValue';

export interface LocationSuggestions {
  items: LocationSuggestion[];
  pending: boolean;
  noMatch: boolean;
}

/** softSearchZipCodeV2 for the typed city or ZIP, once typing pauses. */
export function useLocationSuggestions(text: string): LocationSuggestions {
  const zipInput = text.trim();
  const debounced = useDebouncedValue(zipInput);
  const { data, previousData, loading, error } = useQuery(SOFT_SEARCH_ZIP_CODE_V2, {
    variables: { zipInput: debounced, limit: LOCATION_SUGGESTION_LIMIT },
    skip: debounced === '',
  });
  const pending = zipInput !== '' && (zipInput !== debounced || loading);
  const items = zipInput === '' ? [] : ((data ?? previousData)?.softSearchZipCodeV2 ?? []);
  return { items, pending, noMatch: zipInput !== '' && !pending && !error && data !== undefined && data.softSearchZipCodeV2.length === 0 };
}
