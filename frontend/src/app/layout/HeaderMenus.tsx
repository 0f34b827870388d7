import { Tag } from '@blueprintjs/core';
import { lazy, ReactNode, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../../lib/session/SessionProvider';
import { meMenuTarget, notificationsTarget, submenuTarget } from './header-menu-targets';
import { MenuGroup, MenuLink } from './menus';

// The popovers load apart from the page: they are most of what a visitor's /login would otherwise
// download for the header (the /login JavaScript budget). Until they arrive the same buttons are
// drawn, and a click or hover on one opens its menu when they do.
const popovers = () => import('./HeaderMenuPopovers');
const SubmenuPopover = lazy(() => popovers().then((module) => ({ default: module.SubmenuPopover })));
const NotificationsPopover = lazy(() => popovers().then((module) => ({ default: module.NotificationsPopover })));
const MeMenuPopover = lazy(() => popovers().then((module) => ({ default: module.MeMenuPopover })));

/** A hover submenu (aboutUs, forSchools, forFamilies); it also opens when its label gets keyboard focus. */
export function HoverSubmenu({ group }: { group: MenuGroup }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: group.messageId });
  // Still wanted when the code arrives: the pointer is on the label, or the label has focus. One that
  // passed by before then is not, or the menu would open under nobody's pointer and stay open.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const unwant = () => setWanted(false);
  return (
    <Suspense fallback={submenuTarget(group, label, { onMouseEnter: want, onFocus: want, onMouseLeave: unwant, onBlur: unwant })}>
      <SubmenuPopover group={group} label={label} defaultIsOpen={wanted} />
    </Suspense>
  );
}

/** Notifications with their count; the list is a slot the notifications feature fills. */
export function NotificationsButton({ count, panel, iconOnly = false }: { count: number | null; panel?: ReactNode; iconOnly?: boolean }) {
  const intl = useIntl();
  // Controlled, so the list stays open while a notification's read is recorded and closes itself after.
  const [isOpen, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'layout.notifications.label' });
  return (
    <Suspense fallback={notificationsTarget(label, count, iconOnly, { onClick: () => setOpen(true) })}>
      <NotificationsPopover count={count} panel={panel} iconOnly={iconOnly} isOpen={isOpen} setOpen={setOpen} />
    </Suspense>
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
  const { user } = useSession();
  const [isOpen, setOpen] = useState(false);
  if (!user) return null;
  return (
    <Suspense fallback={meMenuTarget(user, needsAttention, { onClick: () => setOpen(true) })}>
      <MeMenuPopover links={links} needsAttention={needsAttention} isOpen={isOpen} setOpen={setOpen} />
    </Suspense>
  );
}
