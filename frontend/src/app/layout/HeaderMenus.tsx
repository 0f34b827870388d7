import { Button, Menu, MenuDivider, MenuItem, NonIdealState, PopoverInteractionKind, PopoverNext, PopupKind, Tag } from '@blueprintjs/core';
import { ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar';
import { NotificationsPanelContext } from '../../components/notifications-panel';
import { useSession } from '../../lib/session/SessionProvider';
import { SUBMENU_HIDE_DELAY_MS } from './layout-constants';
import { MenuGroup, MenuLink } from './menus';
import { AttentionBadge, CountBadge, MenuLinkText, NavLinkButton, RouterMenuItem } from './NavParts';

/** A hover submenu (aboutUs, forSchools, forFamilies); it also opens when its label gets keyboard focus. */
export function HoverSubmenu({ group }: { group: MenuGroup }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: group.messageId });
  return (
    <PopoverNext
      interactionKind={PopoverInteractionKind.HOVER}
      hoverCloseDelay={SUBMENU_HIDE_DELAY_MS}
      // Rendered in place and without a focus trap, so Tab goes from the label into the submenu and on.
      usePortal={false}
      enforceFocus={false}
      placement="bottom-start"
      arrow={false}
      animation="minimal"
      content={
        <Menu aria-label={label}>
          {group.items.map((item) => (
            <RouterMenuItem key={item.key} to={item.to} text={<MenuLinkText link={item} />} />
          ))}
        </Menu>
      }
    >
      {group.to ? (
        <NavLinkButton to={group.to} endIcon="caret-down" text={label} />
      ) : (
        <Button variant="minimal" endIcon="caret-down" text={label} />
      )}
    </PopoverNext>
  );
}

/** Notifications with their count; the list is a slot the notifications feature fills. */
export function NotificationsButton({ count, panel, iconOnly = false }: { count: number | null; panel?: ReactNode; iconOnly?: boolean }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'layout.notifications.label' });
  // Controlled, so the list stays open while a notification's read is recorded and closes itself after.
  const [isOpen, setOpen] = useState(false);
  const control = useMemo(() => ({ close: () => setOpen(false) }), []);
  return (
    <PopoverNext
      placement="bottom-end"
      popupKind={PopupKind.DIALOG}
      isOpen={isOpen}
      onInteraction={(next) => setOpen(next)}
      content={
        <NotificationsPanelContext.Provider value={control}>
          <section className="app-notifications-list" aria-label={label}>
            {panel ?? <NonIdealState icon="notifications" description={intl.formatMessage({ id: 'layout.notifications.empty' })} />}
          </section>
        </NotificationsPanelContext.Provider>
      }
    >
      <Button variant="minimal" icon="notifications">
        <span className={iconOnly ? 'app-visually-hidden' : undefined}>{label}</span>
        <CountBadge count={count} />
      </Button>
    </PopoverNext>
  );
}

/** Spec: the Switch to client/tutor mode chip for users with both profiles. */
export function ModeSwitchChip() {
  const { mode, switchMode } = useSession();
  return (
    <Tag interactive round minimal intent="primary" icon="swap-horizontal" className="app-mode-chip" onClick={switchMode}>
      <FormattedMessage id={mode === 'tutor' ? 'layout.mode.switchToClient' : 'layout.mode.switchToTutor'} />
    </Tag>
  );
}

/** The Me menu: the user's avatar, the '!' profile badge, their links and Log out. */
export function MeMenu({ links, needsAttention }: { links: MenuLink[]; needsAttention: boolean }) {
  const intl = useIntl();
  const { user, logout } = useSession();
  if (!user) return null;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={intl.formatMessage({ id: 'layout.me.menu' })}>
          {links.map((item) => (
            <RouterMenuItem key={item.key} to={item.to} text={<MenuLinkText link={item} />} />
          ))}
          <MenuDivider />
          <MenuItem icon="log-out" text={<FormattedMessage id="layout.nav.logout" />} onClick={() => void logout()} />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon={<Avatar firstName={user.profile.firstName} lastName={user.profile.lastName} size="XS" decorative />}
        endIcon="caret-down"
      >
        <FormattedMessage id="layout.me.label" />
        {needsAttention && <AttentionBadge />}
      </Button>
    </PopoverNext>
  );
}
