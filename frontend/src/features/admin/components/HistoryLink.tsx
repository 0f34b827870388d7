import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../../components/LinkButton';

/** The path of a thing's history in the History tab (kinds: see HistoryTab). */
export const historyPath = (kind: string, id: string) => `/admin/history/${kind}/${encodeURIComponent(id)}`;

/** The "History" button every admin view of a thing shows: opens /admin/history/<kind>/<id>. */
export function HistoryLink({ kind, id, name }: { kind: string; id: string; name?: string }) {
  const intl = useIntl();
  return (
    <LinkButton
      to={historyPath(kind, id)}
      size="small"
      variant="minimal"
      icon="history"
      aria-label={name ? intl.formatMessage({ id: 'admin.history.linkFor' }, { name }) : undefined}
      text={<FormattedMessage id="admin.history.link" />}
    />
  );
}
