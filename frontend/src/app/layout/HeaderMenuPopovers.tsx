import { Menu, MenuDivider, MenuItem, NonIdealState, PopoverInteractionKind, PopoverNext, PopupKind } from '@blueprintjs/core';
import { ReactNode, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NotificationsPanelContext } from '../../components/notifications-panel';
import { useSession } from '../../lib/session/SessionProvider';
import { meMenuTarget, notificationsTarget, submenuTarget } from './header-menu-targets';
import { SUBMENU_HIDE_DELAY_MS } from './layout-constants';
import { MenuGroup, MenuLink } from './menus';
import { MenuLinkText, RouterMenuItem } from './RouterMenuItem';

/*
 * The header's popover menus. This module loads apart from the page (HeaderMenus.tsx): each menu's
 * state lives in the light wrapper there, so a click or hover on the button drawn before this code
 * arrived still opens the menu once it has.
 */

/** A hover submenu (aboutUs, forSchools, forFamilies); it also opens when its label gets keyboard focus. */
export function SubmenuPopover({ group, label, defaultIsOpen }: { group: MenuGroup; label: string; defaultIsOpen: boolean }) {
  return (
    <PopoverNext
      interactionKind={PopoverInteractionKind.HOVER}
      hoverCloseDelay={SUBMENU_HIDE_DELAY_MS}
      defaultIsOpen={defaultIsOpen}
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
      {submenuTarget(group, label)}
    </PopoverNext>
  );
}

interface ControlledMenuProps {
  isOpen: boolean;
  setOpen: (open: boolean) => void;
}

/** Notifications with their count; the list is a slot the notifications feature fills. */
export function NotificationsPopover({ count, panel, iconOnly, isOpen, setOpen }: { count: number | null; panel?: ReactNode; iconOnly: boolean } & ControlledMenuProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'layout.notifications.label' });
  const control = useMemo(() => ({ close: () => setOpen(false) }), [setOpen]);
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
      {notificationsTarget(label, count, iconOnly)}
    </PopoverNext>
  );
}

/** The Me menu: the user's avatar, the '!' profile badge, their links and Log out. */
export function MeMenuPopover({ links, needsAttention, isOpen, setOpen }: { links: MenuLink[]; needsAttention: boolean } & ControlledMenuProps) {
  const intl = useIntl();
  const { user, logout } = useSession();
  if (!user) return null;
  return (
    <PopoverNext
      placement="bottom-end"
      isOpen={isOpen}
      onInteraction={(next) => setOpen(next)}
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
      {meMenuTarget(user, needsAttention)}
    </PopoverNext>
  );
}
