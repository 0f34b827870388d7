import { Classes, Drawer, DrawerSize, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { Avatar } from '../../components/Avatar';
import { useSession } from '../../lib/session/SessionProvider';
import { ModeSwitchChip } from './HeaderMenus';
import { DRAWER_MENU_ID } from './layout-constants';
import { BadgeKey, MainMenuEntry, MenuLink } from './menus';
import { AttentionBadge, CountBadge } from './NavParts';
import { MenuLinkText, RouterMenuItem } from './RouterMenuItem';


export interface MobileMenuDrawerProps {
  main: MainMenuEntry[];
  me: MenuLink[];
  badges: Record<BadgeKey, number | null>;
  needsAttention: boolean;
  title: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The drawer of the mobile menu; it loads with its first opening (MobileMenu.tsx). */
export function MobileMenuDrawer({ main, me, badges, needsAttention, title, isOpen, onClose }: MobileMenuDrawerProps) {
  const { user, canSwitchMode, logout } = useSession();
  // Links first, then each submenu as a titled section.
  const linkItem = (link: MenuLink) => (
    <RouterMenuItem key={link.key} to={link.to} text={<MenuLinkText link={link} />} labelElement={link.badge && <CountBadge count={badges[link.badge]} />} />
  );

  return (
    <Drawer isOpen={isOpen} onClose={onClose} size={DrawerSize.SMALL} title={title} icon="menu">
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
  );
}
