import { Button, Callout, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';
import { errorMessage } from '../../../lib/graphql-errors';
import { useApproveClassAddRequestMutation } from '../graphql/approve-class-add-request';
import { ClassAddRequest, useClassAddRequestsQuery } from '../graphql/get-class-add-requests';
import { useRejectClassAddRequestMutation } from '../graphql/reject-class-add-request';

/** Spec section 9: the subject categories a course is filed under (the API names them in English). */
const SUBJECTS = ['Art', 'Business', 'College Essay', 'Engineering/Tech', 'English', 'Foreign Language', 'Math', 'Music', 'Test Prep', 'Science', 'Social Studies', 'Other'];

/** Courses applicants could not find in the catalog: approved (added to course search under a subject) or rejected. */
export function ClassRequestsTab() {
  const intl = useIntl();
  const { data, error, refetch } = useClassAddRequestsQuery();
  const requests = data?.getClassAddRequests;
  if (error && !requests) {
    return (
      <Callout intent="danger" compact role="alert">
        <FormattedMessage id="admin.classRequests.loadFailed" />{' '}
        <Button size="small" variant="minimal" onClick={() => void refetch().catch(() => undefined)} text={<FormattedMessage id="admin.retry" />} />
      </Callout>
    );
  }
  if (!requests) return <Spinner size={24} />;
  if (requests.length === 0) return <NonIdealState icon="tick-circle" description={<FormattedMessage id="admin.classRequests.empty" />} />;
  return (
    <HTMLTable striped compact aria-label={intl.formatMessage({ id: 'admin.classRequests.table' })}>
      <thead>
        <tr>
          <th>
            <FormattedMessage id="admin.classRequests.course" />
          </th>
          <th>
            <FormattedMessage id="admin.classRequests.level" />
          </th>
          <th>
            <FormattedMessage id="admin.classRequests.requestedAt" />
          </th>
          <th>
            <FormattedMessage id="admin.classRequests.subject" />
          </th>
          <th>
            <FormattedMessage id="admin.paymentErrors.actions" />
          </th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <ClassRequestRow key={request.id} request={request} onReviewed={() => void refetch().catch(() => undefined)} />
        ))}
      </tbody>
    </HTMLTable>
  );
}

function ClassRequestRow({ request, onReviewed }: { request: ClassAddRequest; onReviewed: () => void }) {
  const intl = useIntl();
  const [courseName, setCourseName] = useState(request.courseName);
  const [subject, setSubject] = useState(request.subject ?? '');
  const [approve, { loading: approving }] = useApproveClassAddRequestMutation();
  const [reject, { loading: rejecting }] = useRejectClassAddRequestMutation();
  const review = async (action: () => Promise<unknown>, doneId: string) => {
    try {
      await action();
      void showToast({ intent: 'success', message: intl.formatMessage({ id: doneId }, { course: courseName }) });
      onReviewed();
    } catch (error) {
      void showToast({ intent: 'danger', message: intl.formatMessage({ id: 'admin.paymentErrors.actionFailed' }, { message: errorMessage(error) }) });
    }
  };
  return (
    <tr>
      <td>
        <InputGroup aria-label={intl.formatMessage({ id: 'admin.classRequests.course' })} value={courseName} onValueChange={setCourseName} />
      </td>
      <td>
        <FormattedMessage id={request.isHighSchoolCourse ? 'admin.classRequests.highSchool' : 'admin.classRequests.college'} />
      </td>
      <td>
        <FormattedDate value={request.requestedAt} dateStyle="medium" />
      </td>
      <td>
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'admin.classRequests.subject' })}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          options={[{ value: '', label: intl.formatMessage({ id: 'admin.classRequests.chooseSubject' }) }, ...SUBJECTS.map((value) => ({ value, label: value }))]}
        />
      </td>
      <td>
        <Button
          intent="primary"
          size="small"
          loading={approving}
          disabled={rejecting}
          text={<FormattedMessage id="admin.classRequests.approve" />}
          onClick={() => void review(() => approve({ variables: { requestId: request.id, subject: subject || null, courseName } }), 'admin.classRequests.approved')}
        />{' '}
        <Button
          size="small"
          loading={rejecting}
          disabled={approving}
          text={<FormattedMessage id="admin.classRequests.reject" />}
          onClick={() => void review(() => reject({ variables: { requestId: request.id } }), 'admin.classRequests.rejected')}
        />
      </td>
    </tr>
  );
}
