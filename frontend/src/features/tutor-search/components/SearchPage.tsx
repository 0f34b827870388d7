import { H1, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../../lib/usePageTitle';
import { CoursesTab } from './CoursesTab';
import { TutorsTab } from './TutorsTab';
import './tutor-search.css';

export type SearchTab = 'courses' | 'tutors';

/** Spec section 2, Search screen: two tabs, Courses and Tutors. */
export function SearchScreen({ initialTab }: { initialTab: SearchTab }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'tutorSearch.title' }));
  const [tab, setTab] = useState<SearchTab>(initialTab);
  return (
    <div className="tutor-search">
      <H1 className="tutor-search-title">
        <FormattedMessage id="tutorSearch.title" />
      </H1>
      <Tabs id="tutor-search-tabs" size="large" selectedTabId={tab} onChange={(next) => setTab(next as SearchTab)} renderActiveTabPanelOnly>
        <Tab id="courses" title={<FormattedMessage id="tutorSearch.tab.courses" />} panel={<CoursesTab />} />
        <Tab id="tutors" title={<FormattedMessage id="tutorSearch.tab.tutors" />} panel={<TutorsTab />} />
      </Tabs>
    </div>
  );
}

/** /search and /find-a-tutor (search by subject) land on the Courses tab. */
export function SearchPage() {
  return <SearchScreen initialTab="courses" />;
}

/** /find-a-tutor/name (search by name) lands on the Tutors tab. */
export function SearchByNamePage() {
  return <SearchScreen initialTab="tutors" />;
}
