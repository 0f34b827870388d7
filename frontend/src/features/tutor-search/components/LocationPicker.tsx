import { InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { QueryList } from '@blueprintjs/select';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LocationSuggestion } from '../../../components/location/soft-search-zip-code-v2';
import { useLocationSuggestions } from '../hooks/useLocationSuggestions';

export function locationLabel(location: Pick<LocationSuggestion, 'city' | 'state' | 'zip'>): string {
  return `${location.city}, ${location.state} ${location.zip}`;
}

/**
 * Spec: Location picker, placeholder 'Search a city or ZIP code'; hints 'Please type a city or zip
 * code' and 'No matching location found.' Numeric text searches ZIPs, other text cities. The list
 * is shown in place (it lives inside the Location chip's popover).
 */
export function LocationPicker({ onSelect, autoFocus = false }: { onSelect: (location: LocationSuggestion) => void; autoFocus?: boolean }) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const suggestions = useLocationSuggestions(query);
  const hint = (id: string) => <MenuItem disabled roleStructure="listoption" text={intl.formatMessage({ id })} />;
  const label = intl.formatMessage({ id: 'tutorSearch.location.placeholder' });
  return (
    <QueryList<LocationSuggestion>
      items={suggestions.items}
      query={query}
      onQueryChange={setQuery}
      itemsEqual="id"
      onItemSelect={onSelect}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref, id }) => (
        <MenuItem
          key={item.id}
          id={id}
          ref={ref}
          roleStructure="listoption"
          active={modifiers.active}
          text={`${item.city}, ${item.state}`}
          label={item.zip}
          onClick={handleClick}
          onFocus={handleFocus}
        />
      )}
      initialContent={hint('tutorSearch.location.hint')}
      noResults={suggestions.pending ? hint('tutorSearch.loading') : suggestions.noMatch ? hint('tutorSearch.location.noMatch') : null}
      renderer={({ handleKeyDown, handleKeyUp, handleQueryChange, itemList, query: typed }) => (
        <div className="location-picker" onKeyDown={handleKeyDown} onKeyUp={handleKeyUp}>
          <InputGroup
            leftIcon="search"
            autoFocus={autoFocus}
            autoComplete="off"
            placeholder={label}
            aria-label={label}
            value={typed}
            onChange={handleQueryChange}
          />
          {itemList ?? <Menu />}
        </div>
      )}
    />
  );
}
