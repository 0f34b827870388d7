import { Button, Callout, Classes, Dialog, DialogBody, DialogFooter, Menu, MenuItem, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useNotificationsPanel } from '../../../components/notifications-panel';
import { RelativeTime } from '../../../components/RelativeTime';
import { useSession } from '../../../lib/session/SessionProvider';
import { AppNotification } from '../graphql/get-notifications-query';
import { useClearNotificationsMutation } from '../graphql/clear-notifications';
import { useReadNotificationMutation } from '../graphql/read-notification';
import { useNotifications } from '../hooks/useNotifications';
import { linkPath } from '../link-path';
import './notifications.css';

const KNOWN_TYPES = ['TUTORING_REQUEST', 'REQUEST_ACCEPTED', 'REQUEST_DECLINED', 'NEW_MESSAGE'];

/**
 * The list under the bell (max height 500 px): a click marks the notification read, removes it
 * and goes to its link; Clear all empties the list (spec sections 2, 4 and 8).
 */
export function NotificationsList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useSession();
  const { notifications, setNotifications } = useNotifications(user !== null);
  const [readNotification] = useReadNotificationMutation();
  const [clearNotifications, clearing] = useClearNotificationsMutation();
  const [clearFailed, setClearFailed] = useState(false);
  const [readFailed, setReadFailed] = useState(false);
  const panel = useNotificationsPanel();

  const open = async (notification: AppNotification) => {
    try {
      await readNotification({ variables: { notificationId: notification.id } });
    } catch {
      setReadFailed(true);
      return;
    }
    setNotifications(notifications.filter((each) => each.id !== notification.id));
    panel.close();
    if (notification.link) navigate(linkPath(notification.link));
  };

  const clearAll = async () => {
    setClearFailed(false);
    try {
      await clearNotifications();
      setNotifications([]);
    } catch {
      setClearFailed(true);
    }
  };

  return (
    <div className="notifications-list">
      {notifications.length === 0 ? (
        <NonIdealState icon="notifications" description={intl.formatMessage({ id: 'notifications.empty' })} />
      ) : (
        <>
          <Menu className="notifications-menu">
            {notifications.map((notification) => (
              <MenuItem
                key={notification.id}
                multiline
                icon={notification.isRead ? 'dot' : 'full-circle'}
                intent={notification.isRead ? 'none' : 'primary'}
                // The list stays open until the read is recorded: a failure shows 'Error occurred.' over it.
                shouldDismissPopover={false}
                onClick={() => void open(notification)}
                text={
                  <span className="notifications-item">
                    <strong>{intl.formatMessage({ id: `notifications.type.${KNOWN_TYPES.includes(notification.type) ? notification.type : 'other'}` })}</strong>
                    <span>
                      {KNOWN_TYPES.includes(notification.type)
                        ? intl.formatMessage({ id: `notifications.details.${notification.type}` }, { name: notification.fromName })
                        : notification.details}
                    </span>
                    <small className={Classes.TEXT_MUTED}>
                      <RelativeTime moment={notification.createdAt} />
                    </small>
                  </span>
                }
              />
            ))}
          </Menu>
          <Button variant="minimal" fill loading={clearing.loading} text={<FormattedMessage id="notifications.clearAll" />} onClick={() => void clearAll()} />
        </>
      )}
      {clearFailed && (
        <Callout intent="danger" compact role="alert">
          <FormattedMessage id="notifications.clearFailed" />
        </Callout>
      )}
      <Dialog isOpen={readFailed} onClose={() => setReadFailed(false)} title={intl.formatMessage({ id: 'notifications.readFailed' })} icon="error">
        <DialogBody>
          <p role="alert">
            <FormattedMessage id="notifications.readFailed" />
          </p>
        </DialogBody>
        <DialogFooter actions={<Button intent="primary" text={<FormattedMessage id="notifications.ok" />} onClick={() => setReadFailed(false)} />} />
      </Dialog>
    </div>
  );
}
