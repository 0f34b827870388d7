import { H3, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TutorCard } from '../../../components/tutor/TutorCard';
import { TutorProfileView } from '../../../components/tutor/TutorProfileView';
import { EditorTutor } from '../graphql/editor-tutor-fields';

type PreviewTab = 'card' | 'page';

/** The tutor exactly as clients see them: the search card and the profile page, the very components those screens use. */
export function ProfilePreview({ tutor }: { tutor: EditorTutor }) {
  const intl = useIntl();
  const [tab, setTab] = useState<PreviewTab>('card');
  return (
    <section className="profile-preview" aria-labelledby="profile-preview-heading">
      <H3 id="profile-preview-heading">
        <FormattedMessage id="profileEditor.preview.heading" />
      </H3>
      <p className="bp6-text-muted">
        <FormattedMessage id="profileEditor.preview.hint" />
      </p>
      <Tabs id="profile-preview-tabs" selectedTabId={tab} onChange={(next) => setTab(next as PreviewTab)} renderActiveTabPanelOnly animate={false}>
        <Tab id="card" title={intl.formatMessage({ id: 'profileEditor.preview.card' })} panel={<TutorCard tutor={tutor} />} />
        <Tab
          id="page"
          title={intl.formatMessage({ id: 'profileEditor.preview.page' })}
          panel={<TutorProfileView tutor={tutor} avgReviewScore={tutor.avgReviewScore} reviewCount={tutor.reviewCount} reviews={null} />}
        />
      </Tabs>
    </section>
  );
}
