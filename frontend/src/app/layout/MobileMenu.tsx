import { Button, Classes, Drawer, DrawerSize, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { Fragment, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { useSession } from '../../lib/session/SessionProvider';
import { ModeSwitchChip } from './HeaderMenus';
import { BadgeKey, MainMenuEntry, MenuLink } from './menus';
import { AttentionBadge, CountBadge, MenuLinkText, RouterMenuItem } from './NavParts';

const DRAWER_MENU_ID = 'app-drawer-menu';

interface MobileMenuProps {
  main: MainMenuEntry[];
  me: MenuLink[];
  badges: Record<BadgeKey, number | null>;
  needsAttention: boolean;
}

/** Spec: below 756px the menu is a drawer, opened by a menu button. */
export function MobileMenu({ main, me, badges, needsAttention }: MobileMenuProps) {
  const intl = useIntl();
  const { user, canSwitchMode, logout } = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const location = useLocation();
  // Choosing a link navigates; the drawer then gets out of the way (state adjusted while rendering the new location, not in an effect).
  const here = `${location.pathname}${location.hash}`;
  const [shownAt, setShownAt] = useState(here);
  if (shownAt !== here) {
    setShownAt(here);
    setIsOpen(false);
  }

  // Links first, then each submenu as a titled section.
  const linkItem = (link: MenuLink) => (
    <RouterMenuItem key={link.key} to={link.to} text={<MenuLinkText link={link} />} labelElement={link.badge && <CountBadge count={badges[link.badge]} />} />
  );
  const title = intl.formatMessage({ id: 'layout.header.menuTitle' });

  return (
    <>
      <Button
        variant="minimal"
        icon="menu"
        aria-label={intl.formatMessage({ id: 'layout.header.openMenu' })}
        aria-expanded={isOpen}
        aria-controls={isOpen ? DRAWER_MENU_ID : undefined}
        onClick={() => setIsOpen(true)}
      />
      <Drawer isOpen={isOpen} onClose={() => setIsOpen(false)} size={DrawerSize.SMALL} title={title} icon="menu">
        <div className={Classes.DRAWER_BODY}>
          {user && (
            <div className="app-drawer-user">
              <Avatar firstName={user.profile.firstName} lastName={user.profile.lastName} size="SM" decorative />
              <span>
                {user.profile.firstName} {user.profile.lastName}
              </span>
              {needsAttention && <AttentionBadge />}
              {canSwitchMode && <ModeSwitchChip />}
            </div>
          )}
          <Menu id={DRAWER_MENU_ID} aria-label={title} className="app-drawer-menu">
            {main.flatMap((entry) => (entry.kind === 'link' ? [linkItem(entry)] : []))}
            {main.flatMap((entry) =>
              entry.kind === 'group'
                ? [
                    <Fragment key={entry.key}>
                      <MenuDivider title={<FormattedMessage id={entry.messageId} />} />
                      {entry.to &&
                        !entry.items.some((item) => item.to === entry.to) &&
                        linkItem({ kind: 'link', key: entry.key, messageId: 'layout.nav.overview', to: entry.to })}
                      {entry.items.map(linkItem)}
                    </Fragment>,
                  ]
                : [],
            )}
            {user && (
              <>
                <MenuDivider title={<FormattedMessage id="layout.me.label" />} />
                {me.map(linkItem)}
                <MenuItem icon="log-out" text={<FormattedMessage id="layout.nav.logout" />} onClick={() => void logout()} />
              </>
            )}
          </Menu>
        </div>
      </Drawer>
    </>
  );
}
