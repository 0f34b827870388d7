import { Callout, Card, H2, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { Avatar } from '../../../components/Avatar';
import { ConnectButton } from '../../../components/tutor/ConnectButton';
import { TutorBio, TutorFacts, TutorTeaches } from '../../../components/tutor/TutorFacts';
import { usePageTitle } from '../../../lib/usePageTitle';
import { SchoolTutor, useSchoolTutorsQuery } from '../graphql/get-school-tutors';
import { SchoolPlace } from '../school-pages';
import '../public-site.css';

function SchoolTutorCard({ tutor }: { tutor: SchoolTutor }) {
  return (
    <Card className="public-site-school-tutor" data-testid={`school-tutor-${tutor.profileId}`}>
      <div className="public-site-school-tutor-head">
        <Avatar firstName={tutor.firstName} lastName={tutor.lastInitial} size="MD" decorative />
        <H4>
          <Link to={`/u/${tutor.profileId}`}>
            {tutor.firstName} {tutor.lastInitial}.
          </Link>
        </H4>
      </div>
      <TutorFacts tutor={tutor} />
      <TutorTeaches teaches={tutor.teaches} />
      <TutorBio bio={tutor.bio} />
      <ConnectButton tutor={tutor} />
    </Card>
  );
}

/** The search card: other subjects, other schools, everyone. */
function SearchCard() {
  return (
    <Card className="public-site-search-card">
      <H4>
        <FormattedMessage id="publicSite.school.searchHeading" />
      </H4>
      <p>
        <FormattedMessage id="publicSite.school.searchBody" />
      </p>
      <Link to="/search" className="bp6-button bp6-intent-primary">
        <FormattedMessage id="publicSite.school.searchAction" />
      </Link>{' '}
      <Link to="/institution-search">
        <FormattedMessage id="publicSite.school.otherSchool" />
      </Link>
    </Card>
  );
}

/** A school's page: the tutors who study or studied there (getTutorsBySchool), the search card, and an empty state. */
export function SchoolTutorsPage({ school }: { school: SchoolPlace }) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'publicSite.school.title' }, { school: school.name }));
  const { data, loading, error } = useSchoolTutorsQuery(school);
  const tutors = data?.getTutorsBySchool;
  let body;
  if (error && !tutors) {
    body = (
      <Callout intent="danger">
        <FormattedMessage id="publicSite.loadFailed" />
      </Callout>
    );
  } else if (loading && !tutors) {
    body = <Spinner />;
  } else if (!tutors || tutors.length === 0) {
    body = <NonIdealState icon="people" title={intl.formatMessage({ id: 'publicSite.school.emptyTitle' }, { school: school.name })} description={<FormattedMessage id="publicSite.school.emptyBody" />} />;
  } else {
    body = (
      <div className="public-site-school-tutors">
        {tutors.map((tutor) => (
          <SchoolTutorCard key={tutor.id} tutor={tutor} />
        ))}
      </div>
    );
  }
  return (
    <div className="public-site-page" data-testid="school-page">
      <H2>
        <FormattedMessage id="publicSite.school.heading" values={{ school: school.name }} />
      </H2>
      <p className="bp6-text-muted">
        {school.city}, {school.state}
      </p>
      <SearchCard />
      {body}
    </div>
  );
}

/** /school/{schoolName}/{schoolCity}/{schoolState}. */
export function SchoolTutorsRoute() {
  const { schoolName = '', schoolCity = '', schoolState = '' } = useParams();
  return <SchoolTutorsPage school={{ name: schoolName, city: schoolCity, state: schoolState }} />;
}
