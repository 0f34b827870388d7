import { Callout, FormGroup, H2, HTMLSelect, Tab, Tabs } from '@blueprintjs/core';
import { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/SessionProvider';
import { usePageTitle } from '../../../lib/usePageTitle';
import { InquiryType, isInquiryType } from '../inquiry-validation';
import { GeneralInquiryForm, TechnicalIssueForm } from './InquiryForms';
import { SchoolLeadForm } from './SchoolLeadForm';
import '../public-site.css';

const TABS = ['schools', 'families'] as const;

interface ContactPageProps {
  /** The contact page's introduction from the content source, rendered by the router. */
  content: ReactNode;
  /** Feature flag: signed-in clients may request a tutor too. */
  requestATutorForClients: boolean;
}

/** The For Families tab: the inquiry type (from ?type=, default General Inquiry) chooses the form. */
function FamiliesTab({ offersRequestATutor }: { offersRequestATutor: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('type') ?? 'general';
  const choose = (type: string) => {
    if (type === 'requestATutor') {
      void navigate('/request-a-tutor');
      return;
    }
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', 'families');
      next.set('type', type);
      return next;
    }, { replace: true });
  };
  const options: InquiryType[] = offersRequestATutor ? ['general', 'technical', 'requestATutor'] : ['general', 'technical'];
  return (
    <>
      <FormGroup label={<FormattedMessage id="publicSite.contact.type" />} labelFor="inquiry-type">
        <HTMLSelect
          id="inquiry-type"
          value={isInquiryType(chosen) ? chosen : ''}
          onChange={(event) => choose(event.currentTarget.value)}
          options={options.map((type) => ({ value: type, label: intl.formatMessage({ id: `publicSite.contact.type.${type}` }) }))}
        />
      </FormGroup>
      {chosen === 'general' && <GeneralInquiryForm />}
      {chosen === 'technical' && <TechnicalIssueForm />}
      {chosen !== 'general' && chosen !== 'technical' && chosen !== 'requestATutor' && (
        <Callout intent="danger" role="alert" title={intl.formatMessage({ id: 'publicSite.contact.failedTitle' })}>
          <FormattedMessage id="publicSite.contact.unknownType" />
        </Callout>
      )}
    </>
  );
}

/** /contact: tabs For Schools (the schools lead form) and For Families (General Inquiry, Technical Issue, Request a Tutor). */
export function ContactPage({ content, requestATutorForClients }: ContactPageProps) {
  const intl = useIntl();
  const { user, loading } = useSession();
  // Spec: Request a Tutor is offered only to visitors, or to everyone under the feature flag.
  const offersRequestATutor = (!user && !loading) || requestATutorForClients;
  usePageTitle(intl.formatMessage({ id: 'publicSite.contact.title' }));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'schools' ? 'schools' : 'families';
  return (
    <div className="public-site-page" data-testid="contact-page">
      {content}
      <H2 className="bp6-heading">
        <FormattedMessage id="publicSite.contact.title" />
      </H2>
      <Tabs
        id="contact-tabs"
        selectedTabId={tab}
        onChange={(next) => setParams({ tab: String(next) }, { replace: true })}
        renderActiveTabPanelOnly
      >
        {TABS.map((id) => (
          <Tab
            key={id}
            id={id}
            title={<FormattedMessage id={id === 'schools' ? 'publicSite.contact.forSchools' : 'publicSite.contact.forFamilies'} />}
            panel={id === 'schools' ? <SchoolLeadForm idPrefix="contact-school-lead" /> : <FamiliesTab offersRequestATutor={offersRequestATutor} />}
          />
        ))}
      </Tabs>
    </div>
  );
}
