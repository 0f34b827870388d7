import { FormGroup, InputGroup, Menu, MenuItem, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSoftSearchZipCodeQuery, ZipSuggestion } from '../graphql/soft-search-zip-code-v2';

export interface ZipSelection {
  zipCode: string;
  city: string;
  state: string;
}

interface ZipCodePickerProps {
  id: string;
  label: string;
  value: ZipSelection | null;
  onChange: (selection: ZipSelection | null) => void;
  error?: string;
}

const SEARCH_DELAY_MS = 200;

export function zipLabel({ zipCode, city, state }: ZipSelection): string {
  return `${city}, ${state} ${zipCode}`;
}

/**
 * Spec section 2, Tutor request dialog: the ZIP picker searches once one character is typed,
 * picks the only match by itself, lists several, and says 'No ZIP Code Found' for none.
 */
export function ZipCodePicker({ id, label, value, onChange, error }: ZipCodePickerProps) {
  const intl = useIntl();
  const [text, setText] = useState(value?.zipCode ?? '');
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const chosen = value !== null && value.zipCode === text.trim();
  const { data, loading } = useSoftSearchZipCodeQuery(query, query.length === 0 || chosen);
  const matches = query === text.trim() && !chosen ? (data?.softSearchZipCodeV2 ?? []) : [];
  const searching = !chosen && text.trim().length > 0 && (query !== text.trim() || loading);
  const noMatch = !chosen && !searching && text.trim().length > 0 && data !== undefined && matches.length === 0;

  // The only match picks itself: the parent gets it here, and the field shows it once it comes back as the value (below).
  const only = matches.length === 1 ? matches[0] : null;
  useEffect(() => {
    if (only) onChange({ zipCode: only.zip, city: only.city, state: only.state });
  }, [only, onChange]);

  // A ZIP code set from outside (the only match, a reset of the form) replaces the text: state adjusted while rendering, not in an effect.
  const valueZip = value?.zipCode ?? null;
  const [shownZip, setShownZip] = useState(valueZip);
  if (valueZip !== shownZip) {
    setShownZip(valueZip);
    if (valueZip !== null) setText(valueZip);
  }

  const pick = (suggestion: ZipSuggestion) => {
    setText(suggestion.zip);
    onChange({ zipCode: suggestion.zip, city: suggestion.city, state: suggestion.state });
  };

  const helperId = `${id}-helper`;
  const helper = error ?? (chosen && value ? zipLabel(value) : noMatch ? intl.formatMessage({ id: 'requests.zip.noMatch' }) : undefined);
  return (
    <FormGroup label={label} labelFor={id} intent={error || noMatch ? 'danger' : 'none'} helperText={helper ? <span id={helperId}>{helper}</span> : undefined}>
      <InputGroup
        id={id}
        value={text}
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'requests.zip.placeholder' })}
        intent={error ? 'danger' : 'none'}
        aria-invalid={error ? true : undefined}
        aria-describedby={helper ? helperId : undefined}
        rightElement={searching ? <Spinner size={16} aria-label={intl.formatMessage({ id: 'requests.zip.searching' })} /> : undefined}
        onValueChange={(next) => {
          setText(next);
          if (value) onChange(null);
        }}
      />
      {matches.length > 1 && (
        <Menu aria-label={intl.formatMessage({ id: 'requests.zip.suggestions' })} className="zip-picker-menu">
          {matches.map((match) => (
            <MenuItem key={match.id} text={`${match.city}, ${match.state}`} label={match.zip} onClick={() => pick(match)} />
          ))}
        </Menu>
      )}
    </FormGroup>
  );
}
