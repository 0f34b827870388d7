import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { showToast } from '../../../components/toaster';

/** Spec section 8: a failed tutor fetch shows the toast 'There was an issue fetching tutors.' */
export function useFetchErrorToast(): () => void {
  const intl = useIntl();
  return useCallback(() => {
    void showToast({ intent: 'danger', icon: 'warning-sign', message: intl.formatMessage({ id: 'tutorSearch.fetchError' }) });
  }, [intl]);
}
