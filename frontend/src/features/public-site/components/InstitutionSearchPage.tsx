import { Card, H2, InputGroup, Menu, MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useInstitutionSearchQuery } from '../graphql/search-institutions';
import { schoolPagePath } from '../school-pages';
import '../public-site.css';

/** Typing settles for this long before the catalog is asked. */
const SEARCH_DELAY_MS = 250;

/** /institution-search: find a school or college by name, then open its page of tutors. */
export function InstitutionSearchPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  usePageTitle(intl.formatMessage({ id: 'publicSite.institutions.title' }));
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setName(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data, loading } = useInstitutionSearchQuery(name);
  const institutions = data?.softSearchInstitutions ?? [];
  return (
    <div className="public-site-page" data-testid="institution-search-page">
      <H2>
        <FormattedMessage id="publicSite.institutions.heading" />
      </H2>
      <InputGroup
        large
        leftIcon="search"
        aria-label={intl.formatMessage({ id: 'publicSite.institutions.placeholder' })}
        placeholder={intl.formatMessage({ id: 'publicSite.institutions.placeholder' })}
        value={text}
        onValueChange={setText}
        rightElement={loading ? <Spinner size={16} /> : undefined}
      />
      {name && !loading && institutions.length === 0 && <NonIdealState icon="search" description={<FormattedMessage id="publicSite.institutions.none" />} />}
      {!name && (
        <p className="bp6-text-muted">
          <FormattedMessage id="publicSite.institutions.hint" />
        </p>
      )}
      {institutions.length > 0 && (
        <Card compact>
          <Menu aria-label={intl.formatMessage({ id: 'publicSite.institutions.results' })}>
            {institutions.map((institution) => {
              const path = schoolPagePath(institution);
              return (
                <MenuItem
                  key={institution.id}
                  text={institution.alias ? `${institution.name} (${institution.alias})` : institution.name}
                  label={`${institution.city}, ${institution.state}`}
                  href={path}
                  onClick={(event) => {
                    event.preventDefault();
                    void navigate(path);
                  }}
                />
              );
            })}
          </Menu>
        </Card>
      )}
    </div>
  );
}
